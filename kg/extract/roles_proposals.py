"""Rule stages 1 and 2 of :mod:`kg.extract.roles`: proposed methods and benchmarks, and
their named components (rules ``propose-*`` and ``component-*``; see that module's docstring).
"""
from __future__ import annotations

import re
from bisect import bisect_left
from dataclasses import astuple
from functools import lru_cache
from typing import Optional

from spacy.tokens import Doc, Span

from kg.extract.roles_base import (
    _positions,
    _positions_between,
    _AFTER_PREP_OK,
    _PROPOSE_FORMS,
    _PROPOSE_SET,
    _BE_FORMS,
    _CLOSE_QUOTES,
    _CONTAIN_VERBS,
    _Cand,
    _ENUM_MARKERS,
    _INFINITIVE_CLAUSE_BREAKS,
    _INFINITIVE_PROPOSE,
    _NAME_PHRASE_STOP,
    _NAMING_FORMS,
    _OPEN_QUOTES,
    _PROBLEM_NOUNS,
    _SEPARATE_MARK,
    _SIZE_RE,
    _StateBase,
    _TITLE_NAME,
    _WINDOW_STOP,
    _norm,
    _pwc_keys,
    _singular,
    proposal_matches,
)
from kg.extract import lexicon as L
from kg.extract import roles_datasets as _rd
from kg.extract.abbreviations import is_generic_tail, word_run_spans
from kg.extract.acronyms import get_clause_acronyms, replace_acronym
from kg.extract.gazetteer import technique_keys
from kg.records import Acronym
from kg.extract.names import word_shape

if not Doc.has_extension("paperkg_emphasis"):
    Doc.set_extension("paperkg_emphasis", default=None)


#: Words between "our" and the name or descriptor it marks ("our proposed method").
_OWN_MARKS = frozenset({"proposed", "new", "novel", "own"})
#: Words that may also stand between "our" and the name it marks as the authors' own in rule
#: ``propose-ours`` ("Our newly introduced Foo Attention (FA) approach ...", "our resulting
#: method, Bar Net (BN), ..."): they, too, say the paper makes the thing.
_OWN_MARKS_AFTER_OUR = _OWN_MARKS | {"newly", "introduced", "resulting"}
#: Switch of :data:`_OWN_MARKS_AFTER_OUR` (off: only :data:`_OWN_MARKS` after "our").
OUR_INTRODUCED_MARKS = True
#: Switch: a dimension tag ("2D", "3D") before a capitalised word right after a naming verb
#: opens the name ("an objective named 3D Zorb Ranking"; off: the name starts after it).
DIMENSION_NAMED = True
#: Switch: a name written only in brackets right after a naming verb ("a counterfactual
#: generation model, called (ZORB).") is the name given (:meth:`ProposalRules._named_phrase_after`;
#: off: the bracket ends the search and nothing is named; session 47).
BRACKETED_NAMED = True
_DIMENSION_RE = re.compile(r"^[1-4]D$")
#: Nouns after "our" whose appositive name is the paper's contribution ("our method,
#: X,", "Our solution, X (XX),"): the method descriptors and "solution".
_OWN_DESCRIPTORS = L.METHOD_DESCRIPTOR_HEADS | {"solution"}
#: Nouns after "our" whose appositive name is the paper's benchmark ("Our benchmark, X,"),
#: and the core of the other data-head lists below.
_OWN_DATA_HEADS = frozenset("benchmark dataset corpus testbed suite".split())
#: Endings of a coined name that make it a benchmark ("FooBench", "BarCorpus"; matched in
#: lower case for "bench", as a capitalised part for the others: not "...Retrieval").
_BENCHMARK_NAME_ENDS = ("bench", "Corpus", "Dataset", "-corpus", "-dataset")
#: Switch: a name that ends in a glued "Arena" ("ZorbArena", an evaluation arena for
#: agents or models) is a benchmark (:func:`_benchmark_shaped`, session 32).
ARENA_NAMES = True
#: Switch of a name ending in the word "benchmark" as a benchmark ("ZorbText-benchmark",
#: "PlonkBenchmark"), beside "bench" (:func:`_benchmark_shaped`).
BENCHMARK_WORD_ENDS = True


def _mark_part(c, whole: str) -> None:
    """Make the candidate ``c`` a part (component) of the proposal named ``whole``: its ``whole``
    is set and its rule carries the ``component-`` prefix (once)."""
    c.whole = whole
    if not c.rule.startswith("component-"):
        c.rule = "component-" + c.rule


def _unmark_part(c) -> None:
    """Undo :func:`_mark_part`: ``c`` is a part of nothing and its rule loses the prefix."""
    c.whole = None
    if c.rule.startswith("component-"):
        c.rule = c.rule[len("component-"):]


def _initials(text: str) -> str:
    """The capital initials of the words of ``text`` ("Reusable Slotwise Mechanisms" ->
    "RSM"); "" for a single word (no short form to match)."""
    words = [w for w in re.split(r"[\s\-]+", text) if w]
    return "".join(w[0] for w in words).upper() if len(words) > 1 else ""


def _benchmark_shaped(text: str) -> bool:
    """Whether a name's own letters make it a benchmark: it ends in "bench" (any case:
    "ZorbBench", "Plonk-bench"), "Corpus", "Dataset", "-corpus" or "-dataset"
    (:data:`_BENCHMARK_NAME_ENDS`), or (:data:`BENCHMARK_WORD_ENDS`) in the word
    "benchmark" glued to it ("ZorbText-benchmark", "PlonkBenchmark"; not a name of its
    own words and a separate "benchmark"); or (:data:`ARENA_NAMES`) in a glued "Arena"
    ("ZorbArena")."""
    low = text.lower()
    if low.endswith("bench") or text.endswith(_BENCHMARK_NAME_ENDS[1:]):
        return True
    if ARENA_NAMES and text.endswith("Arena") and len(text) > len("Arena") and text[-6].isalpha():
        return True  # "ZorbArena": an arena to evaluate agents in (not "X-Arena" glued by a hyphen)
    return BENCHMARK_WORD_ENDS and " " not in text and low.endswith("benchmark") and len(low) > len("benchmark")
#: "an adaptation of X": nouns that make X the method a contribution derives from.
_DERIVATIVE_NOUNS = frozenset(
    """adaptation extension variant modification generalization generalisation version
    variation instantiation instance application""".split())
#: Nouns of observed effects: a name given to one is not a method ("an effect we term X",
#: "a failure mode, which we call X"); a named measure is an artifact and stays.
_PHENOMENON_NOUNS = frozenset(
    """effect phenomenon phenomena behavior behaviour property bias issue condition pattern
    failure collapse tendency regime""".split())
#: A hyphen and a lower-case past participle (or "based") ending a word: a
#: modifier of the noun after it ("an FOO-unrolled network", "a BAR-tailored strategy").
_PARTICIPLE_NAME_RE = re.compile(r"\w-(?:[a-z]{2,}ed|based)$")
#: Modifiers that call a method the text's own ("a new training strategy, dubbed X").
_NEW_WORDS = frozenset({"new", "novel"})
#: Subjects of a naming verb that make the name someone else's ("they dubbed X").
_OTHERS_SUBJECTS = frozenset({"they", "he", "she", "authors", "researchers", "others"})
#: Contribution gerunds read after "by" or a comma ("we address this by introducing X",
#: "we combine A and B, introducing X").
_BY_GERUNDS = frozenset({"introducing", "proposing", "presenting", "developing", "devising"})
#: Quotation marks around a name ("the proposed system \"X\" ...").
_QUOTE_MARKS = frozenset({"\"", "\u201c", "\u201d", "'", "\u2018", "\u2019", "`", "``", "''"})
#: Contain verbs that also introduce examples ("datasets including A and B").
_EXAMPLE_VERBS = frozenset({"include", "includes", "including"})
#: Words that end the part list of a contain verb (evaluation or comparison follows).
_PART_LIST_STOP = frozenset({"on", "across", "over", "against", "than", "compared", "versus", "vs", "vs."})
#: A version number after a name in a title ("Habitat 3.0", "Foo v2").
_VERSION_RE = re.compile(r"^v?\d+(?:\.\d+)*$")
#: "a family of X": nouns after which "of X" names the contribution itself.
_QUANTITY_NOUNS = frozenset(
    """family class set suite series collection variety kind type pair number group""".split())
#: Switch: a capitalised "Named" / "Called" after a sentence's first word is a word of a
#: name ("Named Entity Recognition"), never a naming verb.
CAPITAL_NAMING_WORDS = True
#: Switch: a name given after ", also called" to "the problem of X" names the problem
#: (:meth:`ProposalRules._names_a_problem`).
ALSO_CALLED_PROBLEMS = True
#: Switch: a name that only modifies a lower-case noun, hyphenated word or adjective after
#: it is no part (:meth:`ProposalRules._modifies_other_noun`).
MODIFIER_PARTS = True
#: Switch: a variant of the whole and a named effect lose their part-of link
#: (:meth:`ProposalRules._unlink_non_parts`).
UNLINK_NON_PARTS = True
#: Switch: ", for" ends the part list of a contain verb (:meth:`ProposalRules._parts_end`).
PURPOSE_ENDS_PARTS = True
#: Switch: a verb after "and" inside a relative clause of a part list ("two modules: a zorb
#: module that infers goals and learns policies, and a plonk module that ...") continues the
#: clause and does not end the list, as a second predicate of the contain verb does ("X
#: contains A and reuses B"); the clause ends at the next comma or semicolon
#: (:meth:`ProposalRules._parts_end`, session 57; eval README calls of dev94: HOP's opponent
#: modeling module and planning module). Off: the list ended at such a verb.
RELATIVE_AND_CONTINUES = True
#: Switch: "a property (that) we term / call X" coins X as the paper's own concept, a
#: proposal (eval README calls: dev94's "a general property that we call discrete-smoothness",
#: "a property we term structural compositionality"), where "an effect we term X" stays an
#: observed effect (:meth:`ProposalRules._names_a_phenomenon`, session 54). Only with "we"
#: right before the naming verb; "a property called X" may name someone else's.
COINED_PROPERTIES = True
#: The phenomenon nouns (of :data:`_PHENOMENON_NOUNS`) that :data:`COINED_PROPERTIES` reads
#: as coined concepts.
_COINED_PROPERTY_NOUNS = frozenset({"property"})
#: Switch: an acronym defined inside the object of a preposition that a determiner or a
#: gerund of use opens ("we propose an analysis of methods in a reproducing zorb space (RZS)",
#: "a methodology for applying zorb distillation (ZD) to ...") is the thing the contribution
#: works in or with, not its name: the preposition's block on the cue's window stays
#: (:meth:`ProposalRules._prep_object_defined`, session 54).
PREP_OBJECT_ACRONYMS = True
#: Switch: a name inside the bracket right after a proposal's name is a word of its gloss,
#: no second object of the cue ("X (“Zorb RL with Plonk Dynamics”)").
BRACKETED_GLOSS = True
#: Switch: an undefined capital word of one to three letters that modifies the object's
#: noun, which a naming form names later ("our indoor ZRB panorama model ..., called X"),
#: is no proposal.
SHORT_CAPITAL_MODIFIERS = True
#: Switch: a name right after "between" in a cue's object is no proposal
#: (:meth:`ProposalRules._between_object`).
BETWEEN_OBJECTS = True
#: Switch: after "we formulate / reformulate ... as", the name is the frame a problem is cast
#: into, not a proposal: "we formulate the problem as a binary zorb program (BZP)" (eval/README:
#: a problem formulation is no proposed method; rule ``propose-object``, session 51).
FORMULATED_AS_FRAMES = True
#: Switch: a name the contribution cue brings in as what an evaluation is made with ("we
#: introduce a benchmark evaluation with zorb pre-training (ZP) to test ...") is no part of
#: the main method (:meth:`ProposalRules._evaluation_instrument`; session 51).
EVALUATION_INSTRUMENTS = True
#: Switch (session 52, fixHprop): a name of rule ``propose-object`` that the metric gazetteer or
#: :data:`~kg.extract.lexicon.METRIC_ABBREVIATIONS` knows as a measure, written as a score (after
#: a verb of scoring or before "of" and a number) and that the cue's object does not describe
#: as a measure of its own ("we create the first one-step generator ..., achieving an FID
#: (Fréchet Inception Distance) of 23.3": what the new model scores, no contribution), is no
#: proposal (:meth:`ProposalRules._reported_metric`). A new measure the cue names as such ("we
#: propose a new metric, ...") and a metric abbreviation that names a method ("a parser, dubbed
#: BEP", another rule) stay proposals.
METRICS_NOT_PROPOSED = True
#: Words of scoring before a measure's name (:data:`METRICS_NOT_PROPOSED`: "achieving an FID").
_SCORING_WORDS = frozenset("""achieve achieves achieving achieved attain attains attaining obtain obtains
    obtaining reach reaches reaching yield yields yielding score scores scoring""".split())
#: Words that describe the cue's object as a measure (:data:`METRICS_NOT_PROPOSED`).
_MEASURE_DESCRIPTORS = frozenset("metric metrics measure measures score scores criterion index distance divergence".split())
#: Switch: a name after a naming verb that goes on past its bracketed acronym with a capitalised
#: word ("which we name Zorb-Plonk (ZP) Ensemble") names a method, no problem, even after a
#: noun of problems ("tasks, which we name ..."; :meth:`ProposalRules._name_goes_on_past_acronym`;
#: session 51).
NAMES_GOING_ON_PAST_ACRONYM = True
#: Switch: a name that ends in an acronym's long form and that the acronym in brackets and
#: a lower-case noun follow, such that the long form (or the acronym) with that noun is a
#: known task or method ("an implicit Differentiable Out-of-Distribution (OOD) detection
#: layer": "out-of-distribution detection"), modifies that established head and is no
#: proposal (:meth:`ProposalRules._expansion_modifier`; session 47).
EXPANSION_MODIFIERS = True
#: Switch: a name followed by ", renowned / known / famous ..." is no new part.
FAMED_PARTS = True
#: Words of reputation after a name and a comma: the name is an existing, known one.
_FAME_WORDS = frozenset("renowned famous well-known known celebrated popular widely".split())
#: Switch: a name written as a side of an acronym definition of a known concept ("two Graph
#: Neural Networks (GNNs)", :meth:`ProposalRules._known_concept_definition`) is no new part
#: (session 37).
KNOWN_CONCEPT_PARTS = True
#: Switch: a name that modifies a noun of data ("a new Zorb dataset", "the Plonk benchmark",
#: :data:`_PART_DATA_HEADS`) names data, no part of a method (session 37).
DATA_HEAD_PARTS = True
#: Nouns of data after a name that make the name one of data, no method part ("task" and
#: "environment" stay: "a Zorb Extraction task to guide pre-training" is a designed part).
_PART_DATA_HEADS = frozenset(
    "benchmark benchmarks dataset datasets corpus corpora suite testbed test-bed leaderboard".split())
#: Switch: a bracketed mixed-case name right after a part head is a part of the main
#: proposal (:meth:`ProposalRules._bracketed_part_names`: "a plonk streaming library (ZorbixLib)").
BRACKETED_PART_NAMES = True
#: Switch: "a novel pre-training strategy, namely X" describes X by its part head
#: (:meth:`ProposalRules._part_described`), as "a novel strategy called X" does.
NAMELY_PART_HEADS = True
#: Switch of the named phenomena (:meth:`ProposalRules._named_phrase`): a property or effect
#: that a naming verb names and the abstract writes again is a proposal.
NAMED_PHENOMENA = True
#: Switch of the one-word title name (:meth:`ProposalRules.title_name`): "Bounce: ..." and
#: "this paper proposes Bounce that ..." name the proposal.
TITLE_SINGLE_WORD = True
#: Switch of the name after ", namely" past the cue verb's object window
#: (:meth:`ProposalRules._namely_name_after`, session 24).
NAMELY_AFTER_WINDOW = True
#: Switch of the title-echo rule (:meth:`ProposalRules._title_echo`): a title phrase that
#: a contribution cue's object writes out is the proposal when no other method is proposed.
TITLE_ECHO = True
#: Switch of the means-acronym rule (:meth:`ProposalRules._means_acronym_name`): "we propose
#: a novel framework through Zero-shot Plonk Purification (ZPP)" names the proposal ZPP.
MEANS_ACRONYM_NAMES = True
#: Switch of the appositive after ", the" / ", namely" (:meth:`ProposalRules._comma_the_appositive`):
#: "a new invertible network, the ZorbNet, which ..." names the proposal ZorbNet.
APPOSITIVE_THE = True
#: Switch of the second name of a naming verb (:meth:`ProposalRules._second_named`):
#: "deeper models, dubbed Zorb-S-54 and Zorb-B-48" names two proposals.
NAMED_PAIRS = True
#: Switch of the field test (:meth:`ProposalRules._field_of_prior_methods`): a name whose
#: short form the abstract writes as "Classical SHORT algorithms" is a field, not a proposal.
FIELD_OF_PRIOR_METHODS = True
#: Switch of the "leads to a new X" cue (:meth:`ProposalRules._cue_matches`): "This observation
#: leads to a theoretically-grounded framework TrZ (...)" proposes TrZ.
LED_TO_CUES = True
#: The verb forms of the "leads to a new X" cue (a set: the Doc's words are tested against
#: it in C, :meth:`ProposalRules._cue_matches`).
_LEAD_WORDS = frozenset({"leads", "lead", "led"})
# One-word sets of the token scans of :meth:`ProposalRules._cue_matches`: each scan visits only
# the tokens in its set (kg.extract.roles_base._positions_between, in C); its tests are unchanged.
_WITH_WORD = frozenset({"with"})
#: The tokens the enumeration scan of :meth:`ProposalRules.components` acts on.
_ENUM_SCAN_WORDS = _ENUM_MARKERS | frozenset({"("})
#: The tokens the "whose X" / "M comprises X" scan of :meth:`ProposalRules.components` acts on.
_CONTAIN_SCAN_WORDS = _CONTAIN_VERBS | frozenset({"whose"})
_WE_WORD = frozenset({"we"})
# The words the token scans of :meth:`ProposalRules.novel_names`, :meth:`ProposalRules.our_names`,
# :meth:`ProposalRules.our_reused_phrases` and :meth:`ProposalRules.our_short_forms` act on
# (session 49: each scan visits only these words' tokens, through the word index; its tests are
# unchanged).
#: "a new / novel X": the leads :meth:`ProposalRules.novel_names` reads.
_NEW_NAME_LEADS = frozenset({"a", "an", "novel", "new"})
#: "our X", "the proposed X", "the resulting method, X", "a new method, X".
_OWN_WORK_LEADS = frozenset({"our", "the", "a", "an"})
#: "our X", "the proposed X".
_OUR_OR_THE = frozenset({"our", "the"})
_OUR_WORD = frozenset({"our"})
#: Switch of :meth:`ProposalRules.new_appositive_names` ("..., and ZMAP, a new approach").
NEW_APPOSITIVES = True
#: Switch of :meth:`ProposalRules.its_variant_names` ("X and its variant, Y": Y proposed).
ITS_VARIANTS = True
#: Switch of the build opener inside a name span (:meth:`ProposalRules._builds_on`): in
#: "Leveraging TCA, we introduce X" the name span "Leveraging TCA" still says X builds on TCA.
BUILD_OPENER_NAMES = True
#: Switch of a version number after the object name of a contribution verb ("we present
#: ZorbTTS 2, a ...", "we introduce Plonk v1.0, a ..."): part of the name.
VERSIONED_NAMES = True
#: Switch of "we refer to (it) as X" as a naming cue (:meth:`ProposalRules._cue_matches`).
WE_REFER_AS = True
#: Switch of the hyphen in a lower-case coined name (:meth:`ProposalRules._lowercase_name_after`):
#: a word before a hyphen counts whatever its tag ("we call equilibrium-ranking": "equilibrium"
#: may be tagged an adverb).
LOWER_HYPHEN_NAMES = True
#: Skip the enumerations whose lead words speak of evaluation (:meth:`_evaluation_lead`).
EVALUATION_LISTS = True
#: Switch of a name that begins an acronym's long form right after a contribution verb
#: (:meth:`ProposalRules._propose`): "we propose an OOD robust zorb learning model (OOD-ZL)"
#: proposes the whole long form and its short form, not the known acronym "OOD" alone.
PROPOSE_LONG_START = True
#: Switch of "our work / paper / study" as the subject of a contribution gerund
#: (:meth:`ProposalRules._this_work_subject`): "Our work addresses this by proposing X".
OUR_WORK_SUBJECT = True
#: Switch of a name right after "the proposed" with a predicate after it, and of a quoted
#: name right after "the proposed" and a method descriptor (:meth:`ProposalRules.our_names`):
#: "the proposed ZB-MDP solves ...", 'the proposed system "ZorbFusion" takes ...'.
PROPOSED_SUBJECT_NAMES = True
#: Switch of a lower-case last word that the tagger reads as a proper noun ("we introduce
#: zorb arithmetic, a novel ... framework": "arithmetic" tagged PROPN) as the noun that
#: ends a lower-case appositive name (:meth:`ProposalRules._lowercase_phrase_appositive`).
LOWER_PROPN_HEADS = True
#: Switch of a whole-method head after a later proposal's name (:meth:`ProposalRules._whole_head_after`):
#: "we propose the Zorb Exploration (ZE) algorithm", "we develop ZorbMO, an alignment method"
#: make a contribution of its own, not a part of the main method.
WHOLE_HEADS_AFTER = True
#: Switch of names that join proposals with "+" ("Zorb2Seq+ZorbGPT"): a combination of the
#: proposals, no proposal or part of its own (:meth:`ProposalRules._combination_of_proposals`).
PLUS_COMBINATIONS = True
#: Switch of names in a relative clause of a part list (:meth:`ProposalRules._relative_clause_tokens`):
#: "featuring an encoder that maps Non-Plonk graphs to ..." lists no part "Non-Plonk".
RELATIVE_PART_OBJECTS = True
#: Switch of data-typed proposal names that name tasks (:meth:`ProposalRules._names_a_task`):
#: "a benchmark of two tasks: Zorb Optimization (ZO) and ..." proposes no benchmark "ZO".
TASK_NAMES_NOT_DATA = True
#: Switch (session 46, ds46b): a software library or framework
#: (:data:`~kg.extract.lexicon.SOFTWARE_LIBRARIES`) read as a part of a proposed method ("a
#: Python toolkit that integrates with PyTorch, JAX and NumPy") is what the code runs on, not
#: a part the paper proposes: the part pass drops it.
SOFTWARE_NOT_PARTS = True
#: Switch (session 46, ds46): a data-typed quoted term that a naming verb gives to a task
#: ('On this task, termed "zorb recall", we find ...'; :meth:`ProposalRules._names_a_task`)
#: names the task, not a benchmark.
TERMED_TASKS = True
#: Nouns of a task or problem that a naming verb after them names ("the task, termed X").
_TERMED_TASK_NOUNS = frozenset("task tasks problem problems".split())
#: Switch of variants by a chain of short hyphenated parts after a proposed name ("ZVT-H-S")
#: or by a short capital prefix in brackets ("(DP-ZVT)") (:meth:`ProposalRules.variants`).
HYPHEN_CHAIN_VARIANTS = True
#: Switch of "we call our approach X" / "we term this method X": the lower-case name after the
#: paper's own object (:meth:`ProposalRules._own_object_end`).
OWN_OBJECT_NAMES = True
#: Switch of "we call this the X" / "we term this feasible region the X" / "we call this the
#: \u201cX\u201d": a name that "the", "as" or a quote opens after a demonstrative object
#: (:meth:`ProposalRules._own_object_end`), a quoted name closed by its quote and a single
#: coined word that "we call" names and the abstract writes again ("an idea we call zorbing
#: that ...", :meth:`ProposalRules._lowercase_name_after`).
DEMONSTRATIVE_NAMES = True
#: Switch: a lower-case name that a naming participle gives to a concept the authors bring
#: in ("we establish a notion called zorb identifiability", "we derive a special
#: structure called plonk decomposability", "we introduce a unique concept termed graded
#: zorbness") is a proposal even when the abstract writes it once: "we" + a verb of
#: :data:`_COINING_VERB_STEMS` right before "a / an", at most four modifiers and a head of
#: :data:`_COINED_CONCEPT_HEADS` (:meth:`ProposalRules._coined_lowercase_name`, session 39;
#: not "a phenomenon / an effect called X", which :meth:`ProposalRules._names_a_phenomenon`
#: keeps to names written again).
ONCE_COINED_CONCEPTS = True
#: Heads of a concept object whose participle-given name counts when written once.
_COINED_CONCEPT_HEADS = frozenset("concept notion condition structure quantity measure metric principle".split())
#: Heads among those that :data:`_PHENOMENON_NOUNS` also holds: a condition the authors
#: establish or define is a definition of theirs, no observed effect ("we establish a
#: condition called zorb identifiability"; still not "we term this condition X").
_DEFINED_EFFECT_HEADS = frozenset({"condition"})
#: Stems of the verbs that bring in such a concept as the authors' own ("we establish /
#: derive / define / introduce a notion called X"; not "we use a notion called X").
_COINING_VERB_STEMS = ("propos", "introduc", "present", "develop", "devis", "establish", "deriv", "defin", "formulat")
#: Firings of :data:`ONCE_COINED_CONCEPTS` (the name), for the corpus check only; None (the
#: default) records nothing.
ONCE_COINED_LOG: Optional[list] = None
#: Switch of "we VERB ... to construct / build / curate X, a ... dataset" as a contribution
#: cue (:meth:`ProposalRules._named_data_object`).
INFINITIVE_DATA_NAMES = True
#: Switch: a lower-case phrase that "the" opens right after "we" and a contribution verb and
#: that a purpose "to" + verb closes ("we propose the zorb counting loss to replace the usual
#: one", "we derive the plonk indicator to estimate ...", "we develop the ordered zorb-means to
#: group ...") is the name the paper gives its contribution: the definite article on a phrase
#: the abstract has not written before marks a fixed name, where "a / an" would describe an
#: unnamed one (:meth:`ProposalRules.definite_purpose_objects`, session 40; dev45, dev62,
#: dev71). Not after "first", an ordinal, a superlative or "following"; not a known
#: technique, a task, data, analysis or theory noun; not a lower-case module written once
#: (a head of :data:`_PART_NAME_HEADS`: eval README, such modules are no parts).
DEFINITE_PURPOSE_OBJECTS = True
#: Contribution verbs after which such a definite object counts ("derive" brings in an
#: estimator or indicator as often as "propose" does).
_DEFINITE_OBJECT_VERBS = frozenset("propose develop introduce derive devise design".split())
#: Adverbs allowed between "we" and the verb ("we further propose the ...").
_DEFINITE_OBJECT_ADVERBS = frozenset("first further then also additionally".split())
#: Opening words of a definite object that describe rather than name ("the first method to",
#: "the following two steps to", "the same loss to", "the corresponding algorithm to").
_DEFINITE_NOT_NAME_OPENERS = frozenset(
    """first second third last following same above latter former whole entire only main
    optimal best new novel corresponding resulting respective associated appropriate
    necessary proposed""".split())
#: Firings of :data:`DEFINITE_PURPOSE_OBJECTS` (the phrase), for the corpus check only; None
#: (the default) records nothing.
DEFINITE_PURPOSE_LOG: Optional[list] = None
#: Switch: a lower-case phrase written bare, with no article, right after "we" and "propose" or
#: "introduce", and closed by a purpose "to" + verb, a relative "that" / "which", "in", a dash or
#: a comma before a relative word or an appositive (:data:`_BARE_COMMA_NEXT`) ("we
#: propose plonk-level alignment that ...", "we introduce zorb-aware optimization to address
#: ...", "we propose zorb mining—extracting ...") is the name the paper gives its contribution,
#: even written once (eval README, dev82 / dev83 call: "a lower-case name after 'we propose /
#: introduce' with no article" is a proposal; dev62, dev73, dev79, dev83): without "a / an /
#: the" the phrase is used as a proper name. After the main proposal it is one of its parts, as
#: :meth:`ProposalRules._propose` decides for any later proposal
#: (:meth:`ProposalRules.bare_purpose_objects`, session 45). Not a gerund or a verb ("we propose
#: using ...", "we propose learning X to"), a phrase opening with a describing word
#: (:data:`_BARE_NOT_NAME_OPENERS`: "we propose efficient algorithms to"), a plural or generic
#: head ("strategies", "methods", "conditions": :data:`_BARE_GENERIC_HEADS`), a task, data,
#: analysis or theory noun, a phrase written before the verb, nor a known name.
BARE_PURPOSE_OBJECTS = True
#: Contribution verbs after which a bare object counts (the README call names these two).
_BARE_OBJECT_VERBS = frozenset("propose introduce".split())
#: Parts of speech that end a bare lower-case run after "we" + verb (read by
#: :data:`BARE_PURPOSE_OBJECTS` and :data:`TITLE_ECHO_OBJECTS`).
_BARE_RUN_STOP_POS = ("DET", "ADP", "PRON", "CCONJ", "SCONJ", "AUX", "PART", "PUNCT", "SPACE", "NUM")
#: Words after a bare object (besides a purpose "to" + verb and a dash) that close it.
_BARE_OBJECT_CLOSERS = frozenset({"that", "which", "in", ","})
#: Words that may follow a comma after a bare object: a relative clause or an appositive
#: ("we introduce zorb attention, a drop-in replacement for ...", "..., which ...", "...,
#: called ZA"); any other word after the comma may continue a list of items.
_BARE_COMMA_NEXT = frozenset(["which", "where", "a", "an"] + list(_NAMING_FORMS))
#: Opening words of a bare object that describe rather than name ("we propose efficient
#: algorithms to", "we introduce additional constraints that", "we propose simple yet ...").
_BARE_NOT_NAME_OPENERS = _DEFINITE_NOT_NAME_OPENERS | frozenset(
    """simple efficient effective practical scalable provably innovative additional custom
    potential approximate several various multiple many some such specific general generic
    improved alternative principled modified different flexible lightweight fast novel new
    further more two three four five both certain suitable appropriate theoretical empirical
    moderate mild""".split())
#: Head nouns of a bare object that say what kind of thing is proposed, not its name ("we
#: introduce regularized constraints that", "we propose moderate conditions to"); heads that
#: end coined names ("loss", "regularization", "attention") are not among them.
_BARE_GENERIC_HEADS = frozenset(
    """framework method approach model algorithm architecture system pipeline technique
    strategy module mechanism network scheme procedure paradigm methodology tool toolkit
    library solver recipe protocol agent metric measure condition assumption constraint
    variable function modification extension improvement variant change idea solution way
    step component term feature parameter hyperparameter bound guarantee rule heuristic
    insight principle""".split())
#: Firings of :data:`BARE_PURPOSE_OBJECTS` (the phrase), for the corpus check only; None (the
#: default) records nothing.
BARE_PURPOSE_LOG: Optional[list] = None
#: Switch: the items of a counted list of parts ("incorporates two novel techniques for Y:
#: zorb refinement and plonk updates", "X consists of two components: the zorb network, which
#: ..., and the plonk network, which ...", "we propose two simple modifications to the
#: attention - zorbed softmax and plonked attention") are proposals, parts of the main proposal
#: when one came before (eval README calls: "lower-case parts listed as components count",
#: "parts an abstract lists explicitly as its 'key components' are components even in lower
#: case"; dev77, dev79, dev84). Only a number word, at most four modifiers, a part noun of
#: :data:`_LISTED_PART_NOUNS`, a colon / "i.e." / "namely" / a dash, and exactly as many
#: items of two to five words as the number says, in a sentence of the authors' own work or
#: of the main proposal; not a known name, a task, nor a numbered list (whose items the
#: capitalised-name rules read) (:meth:`ProposalRules.counted_part_lists`, session 46).
COUNTED_PART_LISTS = True
#: Number words of :data:`COUNTED_PART_LISTS` and the count each says.
_LISTED_PART_COUNTS = {"two": 2, "three": 3}
#: The words of :data:`_LISTED_PART_COUNTS`, the tokens its scans visit (session 49).
_LISTED_PART_COUNT_WORDS = frozenset(_LISTED_PART_COUNTS)
#: Part nouns after the number of :data:`COUNTED_PART_LISTS`: what a method is built of. Not
#: "criteria" / "terms" (measures, the terms of an objective), "mechanisms" ("two mechanisms
#: behind X's robustness": an analysis) nor "strategies" / "designs" (often whole sentences).
_LISTED_PART_NOUNS = frozenset("components modules techniques modifications innovations branches submodules".split())
#: Firings of :data:`COUNTED_PART_LISTS` (the item), for the corpus check only.
COUNTED_PART_LOG: Optional[list] = None
#: Switch: a sentence that counts the parts of the main proposal and ends ("X features two key
#: modifications.", "..., introducing two key contributions.") and the next sentences that name
#: each part ("One is a zorb module to ...", "Another is a plonk strategy for ...", "The first is
#: zorb learning, which ...", "Our second contribution is a plonk highlighter, which ..."): each
#: named part is a part of the main proposal (eval README calls: "lower-case parts listed as
#: components count"; dev78, dev86; dev51 and dev69 name only their first part so).
#: Only when every counted part is named so, within the count plus two sentences, each item of
#: two to five words (:meth:`ProposalRules._listed_part_items`), not a known name or a task
#: (:meth:`ProposalRules.counted_part_sentences`, session 46).
COUNTED_PART_SENTENCES = True
#: Part nouns of :data:`COUNTED_PART_SENTENCES`: those of :data:`_LISTED_PART_NOUNS` and
#: "contributions" (a counted sentence says what it counts; the openers say which parts).
_COUNTED_SENTENCE_NOUNS = _LISTED_PART_NOUNS | {"contributions"}
#: Ordinal words of the openers of :data:`COUNTED_PART_SENTENCES` ("The first is", "Our second
#: contribution is") and their place.
_PART_ORDINALS = {"first": 1, "second": 2, "third": 3}
#: Firings of :data:`COUNTED_PART_SENTENCES` (the item), for the corpus check only.
COUNTED_SENTENCE_LOG: Optional[list] = None
#: Switch: the lower-case items right after "consists of" / "is composed of" / "comprises" whose
#: subject is the main proposal, named before the verb in the sentence ("ZorbNet consists of
#: plonk selection and plonk weighting, which ...", "the pipeline is called Zorb (ZB) framework,
#: and is composed of a zorb selector and a plonk model.") are its parts (eval README calls:
#: "lower-case parts listed as components count"; dev70, dev83). Two or three items of two to five words, as
#: :meth:`ProposalRules._listed_part_items` reads them; not a known name, a task, nor one word
#: ("consists of an encoder and a decoder": generic parts) (:meth:`ProposalRules.made_of_part_lists`,
#: session 46; on since session 48, with :data:`MADE_OF_SLOTS_NOT_PARTS` and dev86's call "modules a
#: framework 'consists of' or 'encompasses' are components even in lower case").
MADE_OF_PART_LISTS = True
#: Switch: a made-of list whose items end in a word of the main proposal's own name of two or
#: more words ("ZoED (Zorb Encoder-Decoder) consists of a zorb encoder and a plonk
#: decoder") fills the generic slots that name spells, no named parts (session 48; dev16's
#: notes: "its encoder and decoder are unnamed generic parts").
MADE_OF_SLOTS_NOT_PARTS = True
#: Switch: the subject of a made-of verb must be the main proposal itself, by a form of its name
#: or "its name + a method descriptor" ("ZorbNet consists of", "the ZB framework, and is composed
#: of"), not a noun its name modifies ("a two-pass ZORB map that comprises a base model and a
#: refinement process": parts of the map; session 48, corpus check).
MADE_OF_OWN_SUBJECT = True
#: Verbs of :data:`MADE_OF_PART_LISTS` and whether "of" must follow them.
_MADE_OF_VERBS = {"consists": True, "consist": True, "consisting": True, "composed": True,
                  "comprises": False, "comprising": False}
#: The verbs of :data:`_MADE_OF_VERBS`, the tokens its scan visits (session 49).
_MADE_OF_VERB_WORDS = frozenset(_MADE_OF_VERBS)
#: Firings of :data:`MADE_OF_PART_LISTS` (the item), for the corpus check only.
MADE_OF_PART_LOG: Optional[list] = None
#: Switch: a bare phrase (no article; maybe after "the concept of" / "the notion of") right after
#: "we" and a contribution verb of :data:`_TITLE_ECHO_VERBS` that is a whole noun phrase of the
#: title ("Zorb Flow Matching for ..." and "we develop zorb flow matching on the simplex", "we
#: introduce the concept of plonk sequence modeling which ...") is the paper's proposal, whatever
#: word follows it (eval README calls: "a lower-case method name that repeats the title's main
#: phrase ('targeted distillation')" is a proposal; dev69, dev71, dev73). Not a known name, a
#: task, a phrase written before the verb, a gerund, a describing opener, a generic,
#: analysis, theory or problem head (:meth:`ProposalRules.title_echo_objects`, session 46). It
#: widens session 33's :data:`BARE_TITLE_ECHOES` (:meth:`ProposalRules._title_echo`: a proposal
#: verb right before a lower-case phrase) to "explore", "the concept of" and a capitalised
#: first word ("we develop Zorb flow matching").
TITLE_ECHO_OBJECTS = True
#: Contribution verbs of :data:`TITLE_ECHO_OBJECTS`.
_TITLE_ECHO_VERBS = frozenset("propose introduce develop present explore devise design".split())
#: Firings of :data:`TITLE_ECHO_OBJECTS` (the phrase), for the corpus check only.
TITLE_ECHO_LOG: Optional[list] = None
#: Switch: a lower-case name that a naming participle ("called", "termed", "dubbed", "named",
#: "coined", "denoted") fixes in a sentence where "we" bring in the named thing with a verb of
#: :data:`ProposalRules._OWN_COINING_VERBS` ("We propose a definition of zorb uncertainty,
#: termed plonk uncertainty, which ...", "we identify a phenomenon called zorb consistency")
#: is a proposal even when written once and even when it names an effect (eval README, dev78
#: to dev81 calls: "a name fixed by 'called / dubbed / named' ... is one", "a named phenomenon
#: ... [is a proposal]"; dev73, dev75). Not "so-called X", nor a named problem or task
#: (:meth:`ProposalRules._names_a_problem`: left to the task rules as before), nor in a
#: sentence that cites or compares, nor a known name
#: (:meth:`ProposalRules._coined_lowercase_name`, session 45).
NAMED_ONCE_LOWERCASE = True
#: Firings of :data:`NAMED_ONCE_LOWERCASE` (the name), for the corpus check only.
NAMED_ONCE_LOG: Optional[list] = None
#: Switch (session 56, prop56): a lower-case name that "we" give with a finite naming verb
#: right after it ("a reference clock which we call zorb system time", "update rules we call
#: plonk rules", "We call the resulting procedure zorbic plonk learning") is a proposal even
#: when the abstract writes it once (eval README, dev86 / dev93 / dev98 calls: coined names
#: fixed by "we call / term" are proposals). Not "what we call X" (a loose description), nor
#: in a sentence that cites or compares, nor a known name, nor an effect, nor a single word
#: written once (:meth:`ProposalRules._coined_lowercase_name`).
WE_NAMED_ONCE = True
#: Words right before "we call / term" that make the name a loose description, no coinage
#: ("what we call X", "how we term X").
_LOOSE_NAMING_OPENERS = frozenset({"what", "how", "sometimes", "often", "usually", "commonly"})
#: Switch of an established technique defined with its acronym before a descriptor ("a novel
#: linear programming (LP) framework") as the kind of the contribution, no proposal
#: (:meth:`ProposalRules._known_kind`).
KNOWN_KIND_MODIFIERS = True
#: Switch of acronym-defined parts brought in after the main proposal (:meth:`ProposalRules._defined_parts`).
DEFINED_PARTS = True
#: Switch of the textbook techniques (:data:`~kg.extract.lexicon.ESTABLISHED_TECHNIQUES`) among
#: the known names of :meth:`ProposalRules._known_name`.
ESTABLISHED_LEXICON = True
#: Switch of the benchmark type for a variant whose name ends like a benchmark's ("Zorb-Bench"
#: beside the proposed model "Zorb"; :data:`_BENCHMARK_NAME_ENDS`) in :meth:`ProposalRules.variants`.
BENCH_NAMED_VARIANTS = True
#: A part-typed proposal after an addition opener ("Moreover, we propose a novel
#: self-attention mechanism called X") is a part of the main method (session 28).
OPENER_PARTS = True
#: Switch: a capitalised name of two or more words that ends in a part noun of
#: :data:`_PART_NAME_HEADS` ("Besides, we propose the Bidirectional Zorb Unit (BZU) to couple
#: ...") is described as a part by its own head, as a lower-case head is
#: (:meth:`ProposalRules._part_described`, session 48).
CAPITAL_PART_HEADS = True
#: Switch: a lower-case part noun of :data:`_PART_NAME_HEADS` right after a name's bracketed
#: short form ("the proposed Zorb Temporal Modeling (ZTM) module") describes the name as a
#: part as a capitalised head does ("Our novel Activation Module (AM)"), so "the proposed X
#: (XX) module" after the main proposal's sentence is a part of it
#: (:meth:`ProposalRules._part_noun_name`, session 49).
PART_HEAD_AFTER_SHORT_FORM = True
#: Switch: a proposal that "our" / "the proposed" brings in after the main proposal's sentence
#: (rule ``propose-ours``) is also a part of the main proposal when the name, or its acronym's
#: long form, ends in a noun of a training or design element (:data:`_OURS_PART_HEADS`: "loss",
#: "strategy", "technique", "regularization", "operator") or such a noun in lower case follows the
#: name or its bracketed short form ("our Zorb Similarity Diffusion strategy introduces ...", "the
#: proposed Plonk Consistency loss further regularizes ..."), as a module noun makes it one
#: (:meth:`ProposalRules._ours_part_head`, session 60; eval README calls: "capitalised named
#: parts are components", "named training parts of a proposal are components"; dev94's CAS,
#: dev106's Fairness Continual Learning). Off: only the module nouns of
#: :data:`_PART_NAME_HEADS` made such a proposal a part.
OURS_DESCRIPTOR_PARTS = True
#: A top-level proposal (one that outperforms, a resulting one) that a sentence opener
#: builds on the main proposal ("Based on BEE, the resulting algorithm BAC ...") takes
#: the main place, the former main becoming its part; so does one after an anaphoric
#: opener right after the main proposal's sentence ("On this basis, we design X")
#: (session 28).
BUILT_TOP_LEVEL = True
ANAPHORIC_BUILDS = True
#: A name given after a noun phrase that a preposition governs ("in the context of the
#: belief theory called X", "On an instruction-tuned LLaMA called X, ...") is no proposal
#: (session 28).
PREPOSITIONAL_NAMED = True
#: Switch (session 52, fixHprop): a name given after a noun phrase that marks the named thing
#: as prior work ("we explore a recent method called Zorb Flow", "an existing sampler named
#: X": :data:`_PRIOR_NAMED_MARKS`) is no proposal, whatever the sentence's subject
#: (:meth:`ProposalRules._prior_named`).
PRIOR_WORK_NAMED = True
#: Switch (session 53, fixJprop): "we <verb> that <clause> and propose X" proposes X when the
#: complement's verbs are third-person "-s" forms and "propose" is not ("We show that DiffPure
#: fails under adaptive attacks and propose X": "propose" agrees only with "we"), which
#: :meth:`ProposalRules._we_subject` read as the complement's second verb before (a fresh-user
#: trial's find; :meth:`ProposalRules._we_complement_disagrees`).
COMPLEMENT_AND_PROPOSE = True
#: Switch (session 52, fixHprop): an appositive name whose indefinite descriptor is the
#: object of a verb of use ("we first use a view-conditioned diffusion model, Zorb123, to
#: generate ...": the nearest verb before the descriptor is one of ``_ADOPTING_VERBS``) names a
#: tool the method uses, no contribution (:meth:`ProposalRules.appositive_names`); "we
#: leverage this data to train a scoring function, X" still proposes X ("train" is nearer).
USED_APPOSITIVES = True
#: Switch (session 52, fixHprop): a word of :data:`~kg.extract.lexicon.BENCHMARK_HEADS` that
#: the tagger reads as a participle after a noun ("the first large-scale text images dataset
#: with OCR annotations, X": "dataset" tagged VBN) is the noun run's head, not a clause
#: opener (:meth:`ProposalRules._noun_runs`), so the name it describes is a benchmark.
DATA_HEADS_NOT_PARTICIPLES = True
#: Switch (session 52, fixHprop): a known method or model name that heads the cue's object
#: after an indefinite article and modifiers only ("we propose an efficient UNet by ...", "we
#: design a lightweight ResNet-18 for ..."): the contribution is an unnamed variant of a known
#: architecture (GUIDELINES: unnamed contributions are no method_proposed), so the name is
#: the known method the paper builds on, a method used (rule ``method-modified-known``), not
#: a proposal (:meth:`ProposalRules._modified_known_name`).
MODIFIED_KNOWN_NOT_PROPOSED = True
#: A name equal to the name of the abstract's code repository is the proposal when no
#: other rule found one (session 28).
CODE_NAMES = True
#: Switch of the data type for a proposed name that no word near its cue describes but that
#: another sentence calls data ("We introduce X. ... X is a diverse question-answering
#: benchmark", "... and Y, a dataset of 80,000 dialogues"; :meth:`ProposalRules._called_data_elsewhere`,
#: added by the dataset rules' helper, session 28: such benchmarks were typed methods and lost as data).
DATA_PREDICATED_ELSEWHERE = True
#: "Our method introduces A and B", "the proposed framework comprises A": the parts of a
#: contain verb whose subject is the paper's own method, named by a descriptor, belong to the
#: main proposal (:meth:`ProposalRules._own_descriptor_subject`, session 31).
OWN_DESCRIPTOR_SUBJECTS = True
#: "We study X: an optimiser ...", "This paper explores X: a new approach": a coined name
#: studied with an indefinite appositive is the paper's proposal
#: (:meth:`ProposalRules._studied_proposals`, session 31).
STUDIED_NAMES = True
#: A single title word right after the descriptor noun of an indefinite object of a cue
#: ("we propose a distributed, semi-supervised algorithm Zorlab, consisting of ...") names it
#: (:meth:`ProposalRules._indefinite_object`, session 31).
DESCRIPTOR_SINGLE_NAMES = True
#: "By stacking two such layers, we obtain a Deep Zorb Network (DZN)": a new acronym-defined
#: name the authors' construction gives is proposed, as one they define
#: (:meth:`ProposalRules._defined_proposals`, session 31).
OBTAINED_NAMES = True
#: "we propose new Zorb variants such as A, B, and C": the coined names that illustrate a new
#: plural object of a contribution cue are proposals (:meth:`ProposalRules.example_lists`,
#: session 31).
EXAMPLE_LISTS = True
#: "we propose a new evaluation protocol ... as follows. Zorb Divergence (ZD) reveals ...": a
#: new acronym-defined name opening the sentences after an unnamed new contribution names it
#: (:meth:`ProposalRules._opening_defined_names`, session 31).
OPENING_DEFINED_NAMES = True
#: "... with a framework Representation equivalent Zorb Operators (ReZO) designed to ...": a
#: new acronym-defined name right after "a" and a method descriptor coins the contribution
#: (:meth:`ProposalRules.descriptor_defined_names`, session 31).
DESCRIPTOR_DEFINED_NAMES = True
#: "three core designs are proposed: (1) Training strategy decomposition: ...; (2) ...": the
#: label that opens an enumerated item before a colon names that part
#: (:meth:`ProposalRules._colon_item_name`, session 31).
COLON_ITEM_NAMES = True
#: A one-word proposed name that opens a sentence (no name span there) is the whole of the
#: parts a contain verb of that sentence lists ("Zorbik quantifies the state, introducing
#: Plonk League Training (PLT)"; :meth:`ProposalRules._proposed_in_sentence`, session 31).
SENTENCE_START_NAMES = True
#: A name that opens a clause comparing it with the field's methods ("X designs sites
#: substantially better than baseline approaches", "X has superior power compared with prior
#: methods") is proposed like one that outperforms them
#: (:meth:`ProposalRules._clause_comparison`, session 32).
CLAUSE_COMPARISONS = True
#: The proposals named by the two hyphen-joined pieces of the title's name ("ZIC" and "ZAC"
#: of "ZIC-ZAC: A Framework ...") become its parts when it takes the main place
#: (:meth:`ProposalRules._promote_title`, session 32).
COMPOUND_TITLE_PARTS = True
#: "We address (1) with a Zorb Induced Covariance (ZIC)": "with a" after a verb of solving
#: whose subject is "we" is a contribution cue when an acronym-defined name follows
#: (:meth:`ProposalRules._solved_with`, session 32).
SOLVED_WITH_CUES = True
#: "we show that it is possible to VERB ... by proposing X": the gerund is the authors'
#: contribution cue (:meth:`ProposalRules._we_show_possible`, session 32).
WE_SHOW_BY_GERUNDS = True
#: A short form that a background sentence defines (before the authors first speak) is no
#: proposal as a later cue's object (:meth:`ProposalRules._background_short_form`, session 32).
BACKGROUND_SHORT_FORMS = True
#: A part whose words run, without a break, into its whole's bracketed short form ("named
#: Zorb guided Plonk Network for Air Quality (ZPNAQ)" where no acronym pair matched the
#: letters) is a piece of the whole's long form, no proposal of its own
#: (:meth:`ProposalRules._drop_long_form_pieces`, session 33).
LONG_FORM_PIECES = True
#: Switch: in :meth:`ProposalRules._drop_long_form_pieces`, "and" before a capitalised word
#: (no comma before it) continues the long form: "Zorb Preference Alignment and Robust Plonk
#: Learning (ZPARPL)" is the whole's name, its first half no part of it (session 49).
LONG_FORM_COORDINATED_PIECES = True
#: Switch: in :meth:`ProposalRules._drop_long_form_pieces`, a lower-case gerund before "(" or a
#: joiner continues the long form: "Joint Zorb Cycle Iteration learning for Deep Plonk Networks
#: (JZCIL)" (session 49).
LONG_FORM_GERUND_PIECES = True
#: Firings of :meth:`ProposalRules._drop_long_form_pieces` (text, whole), for the corpus
#: check only; None (the default) records nothing.
LONG_FORM_PIECE_LOG: Optional[list] = None
#: A title phrase that the contribution verb's object writes out bare, right after the verb
#: with no article or other word between ("We propose zorb weight decay, which ..." under
#: the title "... with Zorb Weight Decay"), is the paper's fixed name even when the abstract
#: writes it once (:meth:`ProposalRules._title_echo`, session 33; eval README: "lower-case
#: names after 'we propose' without an article that repeat the title's head are proposals").
BARE_TITLE_ECHOES = True
#: Firings of the written-once exception of :data:`BARE_TITLE_ECHOES` (the phrase), for the
#: corpus check only; None (the default) records nothing.
BARE_TITLE_ECHO_LOG: Optional[list] = None
#: Switch (session 59): a title phrase whose last word is a concrete part of a model
#: (:data:`_TITLE_ECHO_PART_HEADS`: "Branching Decoder", "Tandem Transformers", "Corrector
#: Networks") may be the proposal of :meth:`ProposalRules._title_echo` when the abstract writes
#: it at least twice ("we propose a branching decoder ... the branching decoder is faster"):
#: a coined name of the thing the paper builds, where an abstract descriptor ("A Linear
#: Algebraic Framework", "a graph generation method") stays no name. Off: every method
#: descriptor head refuses the phrase, as before.
TITLE_ECHO_PART_HEADS = True
#: Switch (session 59): a naming verb followed by "as" ("a clustering scheme, termed as
#: ZorbNet", "named as", "dubbed as", "denoted as") gives the name after "as"
#: (:meth:`ProposalRules._named_phrase_after`). Off: "as" ends the search and nothing is named.
NAMED_AS = True
#: Switch (session 59): a name that a naming participle gives a whole head (method,
#: algorithm, framework, ...) opened by "our", "a" / "an" or a count ("Our algorithm, termed
#: X, ...", "two new algorithms termed A and B") is a contribution of its own, not a part of
#: the main proposal (:meth:`ProposalRules._whole_descriptor_between`). Off: such a name
#: after the main proposal is its part.
NAMED_WHOLE_BEFORE = True
#: Words that open the whole head of :data:`NAMED_WHOLE_BEFORE`.
_WHOLE_OPENERS = frozenset("our a an two three four both".split())
#: Switch (session 59): a sentence with "our" speaks of the authors' work for rule
#: ``component-defined`` as one with "we" does ("Our design includes a Zorb Prompt-guided
#: Decoder (ZPD), ...": a part of the main proposal; :meth:`ProposalRules._defined_parts`).
#: Off: "we", the main name or a passive build verb must be in the sentence.
OUR_DEFINED_PARTS = True
#: Switch (session 59): in :meth:`ProposalRules._title_echo`, a method descriptor and a comma
#: may stand between the contribution verb and the title phrase ("We introduce a novel
#: architecture, Zorb transformers, to ..." under "Zorb Transformers for ..."): the phrase is
#: the descriptor's appositive name. Off: a descriptor noun ends the words the phrase may
#: follow.
TITLE_ECHO_APPOSED = True
#: The heads of :data:`TITLE_ECHO_PART_HEADS`: the method descriptor heads
#: (:data:`~kg.extract.lexicon.METHOD_DESCRIPTOR_HEADS`) that name a concrete building block
#: (a network, a layer, an estimator), not a kind of contribution ("framework", "method",
#: "approach", "model", "strategy").
_TITLE_ECHO_PART_HEADS = frozenset(
    "encoder decoder network transformer layer block head adapter kernel operator estimator "
    "optimizer regularizer solver".split()) & L.METHOD_DESCRIPTOR_HEADS
#: "ZorbNet: Fast Plonk Models with Tidal Attention" as the title: a top-level proposal that the
#: title's means phrase (after its last "with", "via", "using" or "through") names is a part
#: of the main proposal the title names before its colon
#: (:meth:`ProposalRules._title_means_parts`, session 33).
TITLE_MEANS_PARTS = True
#: A name that an acronym definition coins in the object of a verb of use whose subject is the
#: main proposal ("Zorbix employs Plonk Effect Learning (PEL) and Quux Smoothing (QS)", "ZB
#: leverages the Central Zorb Information (CZI)") or "we" after the main proposal's sentence
#: ("we utilize a zorb-plonk interaction network (ZPNet)") is a part of the main proposal: the
#: definition is new here, and the main method is what uses it (:meth:`ProposalRules._main_uses_parts`,
#: session 41; dev63, dev64, dev72). A known name (:meth:`ProposalRules._pair_known`), a name
#: :meth:`ProposalRules._component_ok` refuses, or a sentence that cites or compares is no part.
MAIN_USES_PARTS = True
#: Firings of :data:`MAIN_USES_PARTS` (part, whole), for the corpus check only; None records nothing.
MAIN_USES_PART_LOG: Optional[list] = None
#: Switch: "Central to our approach is Zorb Symmetric Attention, which ...", "At the core of ZorbNet
#: lies the Plonk Fusion Unit (PFU)": a name the sentence opener says the main proposal is built
#: around is a part of it (:meth:`ProposalRules._core_parts`, rule ``component-core``, session 49;
#: eval README calls: "capitalised named parts are components").
CORE_PARTS = True
#: Firings of :data:`CORE_PARTS` (part, whole), for the corpus check only; None records nothing.
CORE_PART_LOG: Optional[list] = None
#: Firings of :data:`TITLE_MEANS_PARTS` (part, whole), for the corpus check only; None (the
#: default) records nothing.
TITLE_MEANS_PART_LOG: Optional[list] = None
#: The lower-case noun phrases that open the items of a counted part list ("two augmentation
#: mechanisms, i.e., retrieval augmentation and self augmentation") are parts of the proposal,
#: as its capitalised names are (:meth:`ProposalRules._counted_lowercase_parts`, session 34).
COUNTED_LOWERCASE_PARTS = True
#: Firings of :data:`COUNTED_LOWERCASE_PARTS` (part, whole), for the corpus check only.
COUNTED_LOWERCASE_PART_LOG: Optional[list] = None
#: Two or more coordinated indefinite noun phrases that share a part head and that a
#: contribution or contain verb brings in ("our method introduces an X loss and a Y loss",
#: "the framework comprises three language models: a X language model, a Y language model
#: and a Z language model", "an X loss and a Y loss are proposed") are parts of the proposal
#: (:meth:`ProposalRules._coordinated_head_parts`, session 38).
COORDINATED_HEAD_PARTS = True
#: Switch: two lower-case phrases coordinated before one plural part noun that "we" bring in
#: with a contribution verb ("we introduce zorb collaboration and plonk altruism modules", "we
#: further propose the zorb gap penalty and plonk momentum clipping techniques") are parts of the
#: proposal (:meth:`ProposalRules._shared_plural_parts`, session 48; eval README calls: "listed
#: critics and modules are components even in lower case", dev88; dev28).
SHARED_PLURAL_PARTS = True
#: Firings of :data:`SHARED_PLURAL_PARTS` (part, whole), for the corpus check only.
SHARED_PLURAL_PART_LOG: Optional[list] = None
#: Switch: two indefinite part phrases that "we" (or the main proposal) bring in one by one with
#: coordinated verbs in one sentence ("We design a zorb encoder that splits graphs into fragments
#: and adopt a plonk scorer to weigh them") are parts of the proposal
#: (:meth:`ProposalRules._verb_coordinated_parts`, rule ``component-verb-coordinated``, session 50;
#: eval README calls of the session 49 blind pair: "listed parts are components, in lower case too
#: ('symbolic network' and 'path selector' of ESPL)"). One such phrase alone stays no part (session
#: 32: "a single 'we propose a X loss' is no name"). Off: parts brought in by two verbs were lost.
VERB_COORDINATED_PARTS = True
#: Firings of :data:`VERB_COORDINATED_PARTS` (part, whole), for the corpus check only.
VERB_COORDINATED_PART_LOG: Optional[list] = None
#: Switch: in a sentence after the main proposal's, two or more indefinite lower-case phrases
#: joined by "and" that "we" (or "our method", or the main proposal's name) bring in with one
#: contribution verb, the first ending in a part head (:data:`_BROUGHT_PART_HEADS`), are parts of
#: the main proposal: "we introduce a zorb initialization protocol for agents and a conservative
#: plonk operator to ...", "we further propose a plonk alignment loss and a new blip pooling
#: approach" (:meth:`ProposalRules._brought_in_parts`, rule ``component-brought-in``, session 56;
#: eval README calls of dev92-dev105: B-Coder's "initialization protocol" and "conservative
#: Bellman operator", RTFS-Net's "attention-based fusion technique" and "mask separation
#: approach"). A single such phrase stays no part: read alone, such phrases were gold parts 5
#: times in 30 on the development pool (session 32's call holds). Off: such pairs with different heads were no parts.
BROUGHT_IN_PARTS = True
#: Firings of :data:`BROUGHT_IN_PARTS` (part, whole), for the corpus check only.
BROUGHT_IN_PART_LOG: Optional[list] = None
#: Switch: in a run of step sentences after the main proposal's ("First, we design ... Second,
#: we propose ... Finally, ..."; two or more sentences opened by an ordinal step word, one of
#: them "first" / "firstly"; :meth:`ProposalRules._step_sentences`), a single indefinite part
#: phrase that "we" bring in with a contribution verb ("Second, we propose a factor-based
#: zorb router that ...") is a part of the main proposal too, read as
#: :data:`BROUGHT_IN_PARTS` reads its phrases, once two or more step sentences bring in such a
#: phrase (one step with a part among steps that do other things stays a design detail: dev10's
#: gold) (rule ``component-step``, session 58; eval README
#: calls of dev108 / dev109: "parts after 'first / Second / Finally' (GASIM)"; dev106 / dev107:
#: "listed modules after Firstly/Then/Finally"). Off: a single such phrase was no part.
STEP_PARTS = True
#: Firings of :data:`STEP_PARTS` (part, whole), for the corpus check only.
STEP_PART_LOG: Optional[list] = None
#: Switch: an enumerated list ("(i) ... (ii) ...", "1) ... 2) ...") right after a verb of
#: make-up (:data:`_MAKEUP_LEADS`: "features", "consists of", "comprises", "combines",
#: "incorporates", maybe past a counted plural noun and a colon: "incorporates two novel ideas:
#: (i) ...") whose subject is a proposal's name, "our" method noun, or "our ... contributions"
#: ("Our key contributions include: (i) a ...") names parts of that proposal (else of the main
#: proposal) in lower case too, read item by item after each bracket as
#: :meth:`ProposalRules._counted_lowercase_parts` reads an enumerated counted list (rule
#: ``component-counted``; :meth:`ProposalRules._enumerated_makeup_parts`, session 58; eval
#: README calls of dev106-dev109: "(i)/(ii) ideas (SqueezeLLM)", "numbered ways of improving a
#: method ((i)/(ii), SDCD)", DyGFormer's (1)/(2) parts, dev91's DFO(λ) "(i) a sample accumulation
#: mechanism"). Off: only counted part nouns ("two modules: (i) ...") opened such lists. Reads
#: items as :data:`COUNTED_LOWERCASE_PARTS` does, so only with that switch on.
ENUMERATED_MAKEUP_PARTS = True
#: Firings of :data:`ENUMERATED_MAKEUP_PARTS` (part, whole), for the corpus check only.
ENUMERATED_MAKEUP_PART_LOG: Optional[list] = None
#: Verbs of make-up whose enumerated object :data:`ENUMERATED_MAKEUP_PARTS` reads.
_MAKEUP_LEADS = frozenset(
    """features feature consists consist comprises comprise combines combine incorporates
    incorporate contains contain include includes""".split())
#: Plural nouns of the paper's own contributions that may be the subject of "include" in
#: :data:`ENUMERATED_MAKEUP_PARTS` ("Our key contributions include: (i) ...").
_MAKEUP_SUBJECT_NOUNS = frozenset("contributions innovations designs components ideas novelties".split())
#: Switch: hyphens do not count towards the six-word limit of a lower-case part phrase
#: (:meth:`ProposalRules._part_phrase_end`, :meth:`ProposalRules._counted_lowercase_parts`):
#: "a factor-based task-module router" and "sensitivity-based non-uniform quantization" are
#: four and three words, not seven (session 58; dev108's GASIM, dev109's SqueezeLLM). Off:
#: each hyphen counted as a word and cut such phrases short. With it, a counted item whose
#: phrase goes on past a bracketed short form ("physics-guided neural network (NN) editing") is
#: no part: its head comes after the bracket.
HYPHENS_UNCOUNTED = True
#: Switch: two or more capitalised agent nouns, each one word ending in "-er" / "-or" after
#: "a" / "an" / "the" ("ZorbNet employs a Constructor to ..., and a Weighter to ..."), in the
#: object of a verb of use or make-up (:data:`_ROLE_LEAD_VERBS`) whose subject is "we", "our"
#: method noun or a proposal's name, are parts of that proposal (else of the main proposal)
#: (:meth:`ProposalRules._role_noun_parts`, rule ``component-role-noun``, session 58; eval README
#: calls of dev108 / dev109: "capitalised part names ('a Constructor and a Weighter')", HyBRiD).
#: A single such word stays no part. Off: such words gave nothing.
ROLE_NOUN_PARTS = True
#: Firings of :data:`ROLE_NOUN_PARTS` (part, whole), for the corpus check only.
ROLE_NOUN_PART_LOG: Optional[list] = None
#: Verbs whose object :data:`ROLE_NOUN_PARTS` reads (finite forms).
_ROLE_LEAD_VERBS = frozenset(
    """employ employs use uses consist consists comprise comprises include includes contain
    contains feature features combine combines leverage leverages introduce introduces
    incorporate incorporates""".split())
#: Naming participles that end a lower-case part phrase under :data:`HYPHENS_UNCOUNTED` ("a
#: robust zorb scheme called plonk-based screening": the name follows, the name rules read it).
_NAMING_PARTICIPLES = frozenset("called named dubbed termed coined".split())
#: Ordinal words that open a step sentence of :data:`STEP_PARTS` ("First,", "Secondly,").
_STEP_OPENERS = frozenset("first firstly second secondly third thirdly then next finally lastly".split())
#: Heads of a part phrase of :data:`BROUGHT_IN_PARTS` (singular): sub-modules and the
#: devices a method is built from; not "model", "network", "framework", "method" or
#: "architecture", which name the whole as often as a part.
_BROUGHT_PART_HEADS = frozenset(
    """module mechanism loss objective encoder decoder branch block layer unit component
    regularizer criterion protocol operator strategy technique scheme head adapter critic
    planner extractor estimator discriminator selector controller router""".split())
#: Heads that a second or later phrase of :data:`BROUGHT_IN_PARTS` may end in besides
#: :data:`_BROUGHT_PART_HEADS` ("a zorb loss and a new plonk approach").
_BROUGHT_SECOND_HEADS = frozenset("approach model network function algorithm".split())
#: Contribution verbs of :data:`BROUGHT_IN_PARTS` (finite forms).
_BROUGHT_PART_VERBS = frozenset(
    """introduce introduces propose proposes design designs develop develops devise devises
    present presents""".split())
#: Switch: in a counted list of parts that is not enumerated with brackets ("X has two
#: components: a zorb planner and a plonk critic"), an item opening with "a" / "an" names a part
#: too, read past its article (:meth:`ProposalRules._counted_lowercase_parts`, session 48; eval
#: README calls: "parts an abstract lists explicitly as its 'key components' are components even
#: in lower case"). Off: such items were skipped as descriptions.
COUNTED_INDEFINITE_PARTS = True
#: Switch: :data:`COUNTED_INDEFINITE_PARTS` in a counted list enumerated with brackets too ("X
#: consists of two components: (i) a zorb accumulation mechanism to ..., and (ii) a plonk step
#: size for ..."): an item opening with "a" / "an" right after its bracket names a part, read
#: past its article, when its noun phrase ends at a list or clause boundary as a bare item's
#: must; with it, a number joined by a hyphen ("two-timescale") may open an item's phrase (:meth:`ProposalRules._counted_lowercase_parts`, session 49; eval README calls of the
#: session 48 blind pair: "listed parts are components even in lower case (... DFO(λ)'s '(i) a
#: sample accumulation mechanism' and '(ii) a two-timescale diminishing step size')"). Off:
#: such items were skipped as descriptions (session 34).
ENUMERATED_INDEFINITE_PARTS = True
#: Firings of :data:`ENUMERATED_INDEFINITE_PARTS` (part, whole), for the corpus check only.
ENUMERATED_INDEFINITE_PART_LOG: Optional[list] = None
#: Firings of :data:`COORDINATED_HEAD_PARTS` (part, whole), for the corpus check only.
COORDINATED_HEAD_PART_LOG: Optional[list] = None
#: Switch: a list of two or more lower-case noun phrases after a verb of being made of
#: (:data:`_LIST_CONTAIN_VERBS`: "comprises", "consists of", "is composed of", "incorporates",
#: "integrates", "combines", "contains", "includes") whose subject is a proposal's name ("Zorbo incorporates a zorb
#: model, a plonk sampler, and a blip model", "the Zorbo approach, which combines hierarchical
#: gating and sparse routing") names parts of that proposal, each a proposed method too
#: (:meth:`ProposalRules._contain_list_parts`, rule ``component-contain-list``, session 53; eval
#: README calls: "lower-case parts listed as components count", "parts of a framework 'consists
#: of' or 'encompasses' are components even in lower case"; dev98's TSBO). Off: the contain
#: rule read only name-shaped parts, and a list of lower-case parts with different heads
#: was no part.
CONTAIN_LIST_PARTS = True
#: Firings of :data:`CONTAIN_LIST_PARTS` (part, whole), for the corpus check only.
CONTAIN_LIST_PART_LOG: Optional[list] = None
#: Switch: :data:`CONTAIN_LIST_PARTS` reads three more shapes of an item list after a verb of
#: being made of: an item with an article may carry a relative clause ("that" / "which") up to the
#: comma before the next item ("Zorbo comprises a zorb encoder that models the shape of each
#: galaxy, and a plonk decoder to produce labels"), a participle may follow the last item ("and a
#: plonk module guided by the blip transform"; a name in such a participle phrase is what guides
#: the part, no part itself, :meth:`ProposalRules._relative_clause_tokens`), and an item with an
#: article may open with an adverb and a participle that describe it, which the part leaves off
#: ("a theoretically grounded zorb quantization module" -> "zorb quantization module")
#: (:meth:`ProposalRules._relative_tail_end`, session 60; eval README calls: "lower-case parts
#: listed as components count", "three language models a system 'comprises' are its
#: components"; dev111's VQ-MTM, dev112's SurfPro). Off: such an item ended the list, and a
#: participle after the last item made it no list.
RELATIVE_ITEM_TAILS = True
#: Switch: :data:`CONTAIN_LIST_PARTS` when the verb of being made of is "composed of" /
#: "comprised of" / "consist(s) of" and its subject is the unnamed descriptor that "we" propose in
#: the main proposal's sentence ("we propose a novel zorb compression framework composed of
#: independent encoders and a joint decoder, which we call ..."), and a bare plural item may
#: stand beside items with an article there ("independent encoders and a joint decoder"):
#: the parts belong to the main proposal (:meth:`ProposalRules._descriptor_list_subject`,
#: session 56; eval README calls of dev104 / dev105: "parts a framework is 'composed of'
#: (NDPCA's independent encoders and joint decoder, dev82)"). Off: the subject had to be a
#: proposal's name, and such mixed lists were read as one article over joined nouns.
COMPOSED_DESCRIPTOR_PARTS = True
#: Switch: an emphasised noun phrase (``*x*``, ``\\emph{x}``, ``\\textit{x}``, ...; as
#: :data:`EMPHASISED_TERMS` reads them) after the main proposal's name in a sentence that speaks
#: of it is a part of the main proposal, each a proposed method too: the main proposal's name
#: before it in its sentence ("ZorbNet speeds up inference with *plonk caching* and *blip
#: pruning*", "ZorbNet consists of three components: *reader*, *writer*, and *judge*", "ZorbNet
#: first builds a *plonk store* of ..."), "our" before it ("we refine Y via our *plonk
#: partition* technique"), or a list of two or more emphasised phrases in a sentence of "we" /
#: "our" ("we develop two losses using *Zorb Entropy* and *Plonk Divergence*")
#: (:meth:`ProposalRules._emphasised_parts`, rule ``component-emphasised-part``, session 55; eval
#: README calls of dev92-dev103: COFT's emphasised recaller / scorer / selector, RaLMSpec's
#: *speculative retrieval* and *batched verification*, LESS's *gradient datastore*, SCoRe's
#: *Total Information* and *Total Correlation*). Not a known name, a task, a setting, a
#: phrase that goes on with another noun (unless a part noun, :data:`_EMPH_PART_HEADS`), nor in a
#: sentence with a background cue. Off: such emphasised parts were no part and no proposal.
EMPHASISED_PARTS = True
#: Firings of :data:`EMPHASISED_PARTS` (part, whole), for the corpus check only.
EMPHASISED_PART_LOG: Optional[list] = None
#: Last words of an emphasised phrase that states a result or a quantity, no part of
#: :data:`EMPHASISED_PARTS` ("maximizes the margin at an *exponential rate*", "a **double
#: exponential improvement** over ...").
_EMPH_RESULT_HEADS = frozenset(
    """improvement rate speedup gain reduction advantage convergence bound complexity guarantee
    performance accuracy error regret cost overhead efficiency robustness""".split())
#: Switch: the lower-case items after "including" / "such as" that close a plural part noun
#: (:data:`_INCLUDED_PART_NOUNS`) counted by "several" / "multiple" / a number word, the object of
#: a contribution verb (:data:`_INCLUDED_PART_VERBS`) whose subject is "we" or the main proposal
#: ("ZorbNet further introduces several systems optimizations, including zorb prefetch
#: scheduling and asynchronous plonk checking", "we propose several strategies to cut its cost,
#: including a crafted plonk sampling strategy and a 3D zorb extractor") are parts of the main
#: proposal, each a proposed method too (:meth:`ProposalRules._included_parts`, rule
#: ``component-included``, session 55; eval README calls of dev103: "listed novel 'key components'
#: in lower case (Efficient-3DiM's three strategies, RaLMSpec's ... two new listed
#: optimisations)"). Items of two to six words; a known name or a one-word item
#: ("prefetching") is no part. Off: such lists gave nothing.
INCLUDED_PARTS = True
#: Firings of :data:`INCLUDED_PARTS` (part, whole), for the corpus check only.
INCLUDED_PART_LOG: Optional[list] = None
#: Switch: a list of two or more items joined by "," / "and" / "followed by", each opening
#: with a capitalised word, whose capitals spell a proposed name ("we propose *DARE*, a
#: three-stage training process: Divergence, Adaptation, and REfinement"; "ZMP, a framework
#: with Zorb-level encoding, Mixed plonk hierarchy and Plonk-stage training"; "FedZP, a
#: strategy encompassing Zorb Training followed by Plonk tuning") names parts of that
#: proposal, each a proposed method too (:meth:`ProposalRules._acronym_spelled_parts`, rule
#: ``component-spelled``, session 57; eval README calls of dev106 / dev107: "named stages that
#: spell the acronym (DARE's Divergence, Adaptation, REfinement)"). The name spelled is a
#: proposal's name of three or more capitals, or the run of three or more capitals that ends
#: or opens a mixed-case name ("FedZP" -> "ZP"); an item gives the first capital of each
#: capitalised word (the leading run of a word such as "REfinement"), or the item's first
#: capital only. Not the long form of an acronym definition ("Zorb, Mixed and Plonk (ZMP)").
#: Off: such lists gave no part.
ACRONYM_SPELLED_PARTS = True
#: Firings of :data:`ACRONYM_SPELLED_PARTS` (part, whole), for the corpus check only.
ACRONYM_SPELLED_PART_LOG: Optional[list] = None
#: Switch: in a counted part list (:meth:`ProposalRules._counted_parts`), an item written as a
#: capitalised word and a part noun ("two modules: the Zorb module, which ..., and the Plonk
#: module") is read whole, name and part noun (at most two lower-case nouns, the last one of
#: :data:`_NAMED_ITEM_PART_NOUNS`), followed by a list or clause boundary: the capitalised word
#: alone is a lone word, no name of a part (session 57, eval README calls of dev92: SwiftSage's
#: Swift module and Sage module). Off: such items gave no part.
COUNTED_NAMED_NOUN_ITEMS = True
#: Switch: "methods" and "tools" open a counted part list too ("we introduce two novel
#: methods: the Zorb training method and the Plonk training method"; dev107, dev94), beside
#: :data:`_COUNTED_PART_NOUNS` (session 57). Off: only those.
COUNTED_METHOD_NOUNS = True
#: Extra nouns (singular) of :data:`COUNTED_METHOD_NOUNS`.
_COUNTED_EXTRA_NOUNS = frozenset({"method", "tool"})
#: Firings of :data:`COUNTED_NAMED_NOUN_ITEMS` and :data:`COUNTED_METHOD_NOUNS` (part, whole),
#: for the corpus check only. Measured with both switches (session 57): dev pool (2,627 papers)
#: component F1 0.6436 -> 0.6525 (4 gained: dev92's Swift / Sage module, dev94's two counted
#: "tools"; no false hit), method_proposed 0.8967 -> 0.8978; 5,815 corpus abstracts outside the
#: gold: no change (a 3,000-abstract check before the "new" guard of :data:`COUNTED_METHOD_NOUNS`
#: showed its one wrong firing, "incorporated into the two recent ... methods, A and B").
COUNTED_NAMED_ITEM_LOG: Optional[list] = None
#: Plural part nouns of :data:`INCLUDED_PARTS`.
_INCLUDED_PART_NOUNS = frozenset(
    """strategies techniques optimizations optimisations components modules designs innovations
    improvements modifications mechanisms""".split())
#: Words that count the part noun of :data:`INCLUDED_PARTS`.
_INCLUDED_PART_COUNTS = frozenset("several multiple two three four five".split())
#: Contribution verbs whose object the counted part noun of :data:`INCLUDED_PARTS` is.
_INCLUDED_PART_VERBS = frozenset(
    """propose proposes introduce introduces present presents develop develops design designs
    devise devises incorporate incorporates employ employs""".split())
#: Part nouns that may follow an emphasised part of :data:`EMPHASISED_PARTS` ("our *plonk
#: partition* technique": the emphasis marks the part's own name).
_EMPH_PART_HEADS = frozenset(
    """technique procedure module mechanism strategy objective loss component layer block
    scheme operation step stage unit""".split())
#: A proposal whose name is first written, with its bracketed short form, as what a later
#: sentence composes ("These can be used to construct a new zorb algorithm (ZA)", "Then, we
#: integrate the proposed regularizer into plonk learning (PL)", "To this end, a Zorb
#: Framework (ZF) is formed", "Hence, our final method, ZC, ...") from what came before is
#: the whole: the earlier main proposal becomes its part, keeping its own parts (:meth:`ProposalRules.composed_wholes`, session 35;
#: dev16, dev22, dev55).
COMPOSED_WHOLES = True
#: Firings of :data:`COMPOSED_WHOLES` (new whole, former main), for the corpus check only.
COMPOSED_WHOLE_LOG: Optional[list] = None
#: A quoted phrase right after a naming verb or "the concept / notion of" in a sentence about
#: the authors' own work ('which we call "zorb optimality"', 'we introduce the concept of
#: "plonk distance"', "presenting the `zorb estimator'") is a term the paper coins
#: (:meth:`ProposalRules.quoted_terms`, session 34).
QUOTED_TERMS = True
#: An emphasised phrase (``\\emph{}``, ``\\textit{}``, ``\\textbf{}``, ``**x**``, ``*x*`` in the
#: original abstract, carried as :class:`kg.clean.Emphasis` ranges in ``doc._.paperkg_emphasis``)
#: right after a naming verb ("an algorithm called *Zorb fitted Q-iteration*", "a notion we
#: refer to as \\emph{plonk learning}") or as the whole object of "we propose / introduce /
#: design ..." in a sentence about the authors' own work is a name the paper gives
#: (:meth:`ProposalRules.emphasised_terms`, session 37; dev46, dev50, dev63, dev64, dev67, dev69).
EMPHASISED_TERMS = True
#: Firings of :data:`EMPHASISED_TERMS` (text of the proposed phrase), for the corpus check only.
EMPHASISED_TERM_LOG: Optional[list] = None
#: An emphasised name in apposition to a noun phrase that introduces a new thing, with no
#: naming or contribution verb right before it: after the noun phrase ("we construct a
#: universal zorb basis *ZorbBasis*", "we introduce a multi-scale decoder (MSD),
#: \\textbf{PlonkFormer}", "a novel learner, \\textbf{zorb attention} (ZA), is presented") or
#: before an indefinite descriptor ("via goal \\textbf{Plonker}, a learnable module that ...").
#: The phrase must open with "a / an" or hold "novel / new / our / proposed", so "the popular
#: method *X*" (earlier work) stays out (:meth:`ProposalRules._apposed_emphasis_cue`, session
#: 39; dev49, dev64, dev72).
APPOSED_EMPHASIS = True
#: A background cue (:data:`~kg.extract.lexicon.BACKGROUND_CUES`) that is the object of a remedy
#: verb ("we provably overcome this fundamental limitation via a different training protocol,
#: *X*") does not keep an emphasised name out: the sentence speaks of the problem the authors
#: remove (:meth:`ProposalRules._remedied_cue`, session 49; recall49's corpus draw). With it, an
#: emphasised word before a gerund and a noun ("an *adaptive* prompting approach") is a modifier,
#: no name.
REMEDIED_BACKGROUND_CUES = True
#: Wider cues for an emphasised name (:meth:`ProposalRules._emphasis_cue`, session 39; dev11,
#: dev33, dev54, dev65, dev66): a contribution verb in the third person or far from its "we"
#: ("Our analysis develops the *X* framework", "we prompt an LLM ... and design an
#: \\emph{X}"), "novel / new" right before it ("with a novel \\emph{X} representation"),
#: "a novel concept / notion of"; and a name of two or more words that
#: opens with a noun may be followed by one descriptor head ("devise an *agent tuning*
#: algorithm": the name is the emphasised words).
WIDER_EMPHASIS_CUES = True
#: The object of "extending" / "generalizing" in a cue's object is no proposal
#: (:meth:`ProposalRules._extended_object`, session 32).
EXTENDED_OBJECTS = True
#: The name after "and" of "between A and B" in a cue's object is no conjoined proposal
#: (:meth:`ProposalRules._second_of_between`, session 32; as :data:`BETWEEN_OBJECTS` for A).
BETWEEN_CONJOINED = True
#: A title name of two to four capitalised words that an abstract sentence writes after its
#: contribution verb ("we propose to leverage X via Zorb Plonk Therapy") is proposed
#: (:meth:`ProposalRules._title_cued_phrase`, session 32).
TITLE_CUED_PHRASES = True
#: A proposal that the title's name makes (rule ``propose-title``) is typed by the title's
#: description too ("Zorb-M2: A Multilingual Session Dataset for ..." is a benchmark), as one
#: the abstract's words made before (:meth:`ProposalRules._title_data_type`, session 32).
TITLE_DATA_AFTER_PROPOSING = True
#: A proposed method named as a variant of a proposed benchmark ("ZorbWorld-Classic" beside
#: "ZorbWorld") is a benchmark (:meth:`ProposalRules.benchmark_variant_types`, session 32).
BENCHMARK_VARIANT_TYPES = True
#: A name that ends in a hyphen and the main proposal's name, in any case ("Single
#: Pass-Progressive Inference (SP-PI)" of "Progressive inference") is a variant of it, no
#: part (:meth:`ProposalRules._hyphen_prefixed`, session 32).
HYPHEN_PREFIX_VARIANTS = True
#: The short form of a definition whose long form is a clause (an infinitive's verb phrase,
#: :func:`kg.extract.acronyms.clause_long_form`) is proposed when the clause is the object of
#: "we propose to" / "this work proposes to" ("... proposes to use code to consolidate agents'
#: actions into one action space (CodeAct)": CodeAct; rule ``propose-to-short``, session 47).
PROPOSE_TO_SHORT_FORMS = True
#: Switch (session 50, prop50): "our" may stand before a descriptor of two or more modifier
#: words (adjectives, nouns, participles, hyphenated compounds) when a comma and the name
#: follow: "Our size-adapted vision transformer, SzViT, reaches ..." (rule ``propose-ours``,
#: :meth:`ProposalRules._our_far_head`).
OUR_MODIFIED_DESCRIPTORS = True
#: Switch (session 50, prop50): a descriptor whose head is neither a method's nor a benchmark's
#: but which "benchmark" / "benchmarking" modifies describes a benchmark: "MetaZorb, the first
#: benchmark platform for ..." (:meth:`ProposalRules._descriptor_type`; a method head keeps
#: the method: "a benchmarking toolkit", "a benchmark-driven approach", and so does an
#: activity noun of :data:`_ANALYSIS_NOUNS`: "a benchmark evaluation with X (XX)").
BENCHMARK_MODIFIED_HEADS = True
#: Modifiers that make such a head a benchmark's (:data:`BENCHMARK_MODIFIED_HEADS`).
_BENCHMARK_MODIFIERS = frozenset({"benchmark", "benchmarking"})
#: Switch (session 50, prop50): "a new" / "a novel" and a data head before the appositive name
#: in a sentence where the authors speak ("we", "our", "this paper":
#: :meth:`ProposalRules._authors_speak`) is a proposed benchmark, as "a new method, X" is a
#: proposed method: "(including a new dataset, ZorbLP, released with this paper)" (rule
#: ``propose-ours``; the type from :meth:`ProposalRules._descriptor_type`).
NEW_DATA_APPOSITIVES = True
#: Most tokens between "our" and the descriptor head under :data:`OUR_MODIFIED_DESCRIPTORS`
#: (a glued hyphen is one).
_OUR_MODIFIER_REACH = 5
#: A coined name (capitals inside, a hyphen: a STRONG name span) right after "our" and
#: before its predicate ("our Zorb-Linear has four advantages", "Our PlonkNet is ...") is the
#: paper's own (rule ``propose-ours``; not a short form with a definition, nor a known
#: name: "our ResNet-50 is ..."; session 32).
OUR_NAME_PREDICATES = True
#: Switch: a coined name right after "our", followed by one method descriptor and then its
#: predicate ("Our Zorb-Plonk algorithm aims at ...", "our Twin Zorb Smoothing strategy
#: introduces ...") is the paper's own (rule ``propose-ours``; dev80-dev101 misses:
#: :meth:`ProposalRules._our_name_descriptor_predicate`, session 54).
OUR_NAME_DESCRIPTOR_PREDICATES = True
#: Switch of a lower-case phrase after "our" / "the proposed" that is a whole title phrase or
#: follows a contribution verb elsewhere as the paper's own proposal ("we build a zorb basis
#: ... the proposed zorb basis"; rule ``propose-ours``, :meth:`ProposalRules.our_reused_phrases`,
#: eval/README N1; session 36).
OUR_REUSED_PHRASES = True
#: A coined name listed with a proposed name ("the presented methods include Zorb
#: Q-learning, ZorbDQN, and ZorbDDQN"; "two algorithms, namely ZB-UCB, which ..., and ZB-TS,
#: which ...") is proposed too (:meth:`ProposalRules.sibling_lists`, session 31).
SIBLING_LISTS = True
#: Switch of bracketed examples in a contribution's object: a name listed after "(including",
#: "(e.g.," or "(such as" illustrates what the object holds ("we present results across 8
#: datasets with distribution shifts (including FooSet-C and BarNet-R)"), it is no proposal
#: (session 29; :meth:`ProposalRules._bracketed_example`).
BRACKETED_EXAMPLES = True
#: Nouns of reported findings: a contribution verb whose object they head ("we present
#: results showing ...", "we provide extensive empirical evidence across A and B") reports,
#: it proposes nothing there (:meth:`ProposalRules._report_object`, session 29).
_REPORT_OBJECT_NOUNS = frozenset("results findings evidence observations experiments analyses".split())
#: A name in apposition to an indefinite descriptor that a comma and "and" / "or" follow with
#: a further noun item is a list item, no proposal ("across three databases (a private EHR
#: system, X, and Zorb claims data)"; :meth:`ProposalRules._list_item_after`, session 29).
APPOSITIVE_LIST_ITEMS = True
#: Third-person verbs of a result claim, which the tagger sometimes reads as nouns after a
#: known name ("The proposed ZorbQA outperforms BM25"): never the head of a lower-case phrase
#: after a name (:meth:`ProposalRules._lower_head_after`, session 29).
CLAIM_VERBS_NO_HEAD = True
_CLAIM_VERB_FORMS = frozenset(
    "outperforms surpasses exceeds achieves attains improves reduces enables obtains delivers".split())
#: A comma or "and" between modifiers of a title's description does not end its head ("Zorb
#: C4: An Open, Billion-scale Corpus of ..." is data; "A Research Library and Benchmark" is
#: still read at "Library"; :meth:`ProposalRules._title_data_type`, session 29).
TITLE_COORDINATED_MODIFIERS = True
#: A lower-case coined word before the title's colon ("zorbdata: A Unified Interface to ...")
#: that the abstract writes twice is the proposal (:meth:`ProposalRules._title_lower_word`,
#: session 29).
TITLE_LOWER_WORD = True
#: Title-case words coordinated before the first name after a cue belong to it ("we
#: introduce Fast and Forgetful Memory", "we present Zorb Reasoning, Plonking, and eXecution
#: Evaluation, a benchmark"; :meth:`ProposalRules._coordinated_name`, session 29).
COORDINATED_NAMES = True
#: "we propose A and B, a benchmark of ...": a singular appositive after the last conjunct
#: describes that conjunct only, so A's type is not read from it (a plural one, "A and B, two
#: benchmarks", still describes both; :meth:`ProposalRules._descriptor_type`, session 48).
LAST_CONJUNCT_APPOSITIVES = True
#: "we propose A, a model that ..., and B, a benchmark of ...": a name after ", and" that a
#: singular appositive with a method or benchmark head follows, in a sentence whose first
#: proposal stands in apposition too, is a second proposal of the cue
#: (:meth:`ProposalRules._appositive_conjunct`, session 48).
APPOSITIVE_CONJUNCTS = True
#: A proposal that the abstract evaluates on its own, as the subject of a comparison verb
#: ("Also, ZorbLM outperforms PlonkTTS ..."), is a second contribution of the paper, not a part
#: of the main one, unless the text states the part (:meth:`ProposalRules._unlink_compared_parts`,
#: session 48).
COMPARED_NOT_PARTS = True
#: A proposal whose own sentence says it is made with the whole ("we construct a Zorb Speech
#: Model (ZSM) leveraging PlonkTok", "... ZSM built on PlonkTok") uses that whole and is no part
#: of it (:meth:`ProposalRules._uses_its_whole`, session 48).
USING_WHOLE_NOT_PART = True
#: Words after a proposal's name that say it is made with what follows ("leveraging X", "built on X").
_MADE_WITH_WORDS = frozenset(L.USE_VERBS - {"via"}) | frozenset({"atop"})
#: Verbs of a comparison whose subject is the method compared (:data:`COMPARED_NOT_PARTS`).
_COMPARED_SUBJECT_VERBS = frozenset(
    "outperform outperforms outperformed surpass surpasses surpassed beat beats exceed exceeds".split())
#: Words that may stand between such a subject and its verb ("X also consistently outperforms",
#: "X can outperform").
_COMPARED_SUBJECT_GAP = frozenset(
    "also further still even consistently significantly substantially clearly can could often generally".split())
#: "the proposed" / "our proposed", a name and a lower-case part head name the proposal with
#: the head ("the proposed Zorb ensemble aims to ..."; :meth:`ProposalRules._proposed_head_end`,
#: session 29).
PROPOSED_HEAD_NAMES = True
#: "we implement this scheme as X" names the proposal X (:meth:`ProposalRules._implemented_as_cues`,
#: session 29).
IMPLEMENTED_AS = True
#: Participles of training and testing whose object after "on" is data ("trained on X").
_DATA_USE_VERBS = frozenset(
    """trained pretrained pre-trained finetuned fine-tuned evaluated tested benchmarked validated
    train pretrain finetune fine-tune evaluate test""".split())
#: Openers of a fronted adverbial phrase that a comma closes ("To train X, a new dataset ...").
_FRONTED_OPENERS = frozenset(
    "to for in with by after when using on from while although though since once unlike given during before".split())
#: Prepositions after a data noun that opens a name or its long form ("Datasets with Diverse
#: human Demonstrations for ...", "Corpus of ...").
_DATA_NAME_LINKS = frozenset("of for with from on".split())
#: Parts of speech that end the noun phrase read by :meth:`ProposalRules._called_data_elsewhere`
#: (the tagger's verbs inside it stay: "a general domain 3T token monolingual dataset").
_NP_BREAK_POS = frozenset("ADP SCONJ CCONJ PRON DET AUX PART PUNCT".split())
#: Words that may open the predicate or appositive noun phrase that calls a name data.
_DATA_NP_OPENERS = frozenset("a an the our this its".split())


@lru_cache(maxsize=1)
def _established_keys() -> frozenset[str]:
    """The normalised (:func:`_norm`) names of :data:`~kg.extract.lexicon.ESTABLISHED_TECHNIQUES`."""
    return frozenset(_norm(" ".join(t.split())) for t in L.ESTABLISHED_TECHNIQUES if t.strip())
#: The tail of a hyphen-chain variant: two or more short parts (letters or digits, up to four
#: characters each), joined by hyphens ("H-S", "L-12"); a part of lower-case letters only is a
#: word ("ZorbQA-in-AMC"), no part of a variant name.
_VARIANT_CHAIN_TAIL = re.compile(r"(?!\d*[a-z]+(?:-|$))[A-Za-z0-9]{1,4}(?:-(?![a-z]+(?:-|$))[A-Za-z0-9]{1,4})+")
#: Words before an enumeration that make its items evaluation settings, not parts.
_EVALUATION_LEADS = frozenset(
    """evaluation evaluations evaluate evaluated evaluating experiments experiment experimental
    test tested testing benchmark benchmarked benchmarking""".split())
#: Switch: an enumeration led by words of showing or of applications ("We demonstrate the
#: utility of X in three applications: (1) ..., (2) ...", :data:`_APPLICATION_LEADS`) lists
#: uses of the proposal: a new name in its items ("with Zorb Flows (ZFs)", a variant built
#: for one use) stays a proposal but is no part (session 37).
APPLICATION_LISTS = True
#: Switch: a name given to a thing the text points back at ("We call these tokens X", "we
#: term this condition X", "these pruned subnetworks, which we term X") names what the
#: paper found or defined, never a part of its method: a proposal of its own, no part-of
#: link (:meth:`ProposalRules._names_anaphoric_object`, session 37).
ANAPHORIC_NAMED_NO_PART = True
#: Determiners that point back at a thing already described ("these tokens", "such a shift").
_POINTING_DETERMINERS = frozenset({"this", "these", "those", "such"})
_APPLICATION_LEADS = frozenset(
    """demonstrate demonstrates demonstrated demonstrating application applications showcase
    showcases showcased showcasing illustrate illustrates illustrated utility usefulness""".split())
#: Tokens beyond the twelve after a contribution cue over which the first marker of an
#: enumeration may stand when a colon opens it (:meth:`ProposalRules.enumerated_proposals`).
_LONG_ENUM_REACH = 12
#: Adverbs between the comma and "referred to as" of a naming cue ("a new method, hereby
#: referred to as X"); "also" / "commonly" are not among them (an existing name).
_REFERRING_ADVERBS = frozenset("hereby hereafter hereinafter henceforth".split())
#: Nouns of data items: a name right before one describes data, not a module.
_DATA_NOUNS = frozenset(
    """samples sample data examples example instances instance inputs input points images
    texts tokens sequences distributions""".split())


def _positions_of(words: list[str], word: str) -> list[int]:
    """Indices of tokens equal to ``word``, ascending."""
    return [i for i, w in enumerate(words) if w == word]


def _parts_open_words(parts: list[str], long: str) -> bool:
    """Whether each part of a short form (``["Co", "B", "Former"]``) opens a distinct
    capitalised word of ``long`` (words split at spaces and hyphens), or, for a part of four
    letters or more, ends one ("Former" of "Transformer"); matched in any order, by
    backtracking over the few words.

    Args:
        parts: the parts of the short form, each a capital and its small letters.
        long: the candidate long form.
    Returns:
        True when every part has its own word.
    """
    cands = [w.lower() for w in re.split(r"[\s\-]+", long) if w[:1].isupper()]

    def fits(part: str, w: str) -> bool:
        p = part.lower()
        return w.startswith(p) or len(p) >= 4 and w.endswith(p)

    def assign(i: int, used: frozenset) -> bool:
        if i == len(parts):
            return True
        return any(j not in used and fits(parts[i], w) and assign(i + 1, used | {j})
                   for j, w in enumerate(cands))

    return assign(0, frozenset())


#: Number words that count a list of proposals ("three instantiations of X: ...").
_COUNT_VALUES_P = {w: i for i, w in enumerate("two three four five".split(), 2)} | {str(i): i for i in range(2, 6)}
#: Ordinals that refer back to one of several proposed artifacts ("the second one, X").
_ORDINALS = frozenset({"first", "second", "third", "fourth", "former", "latter"})
#: Count words of several proposed artifacts ("we propose two algorithms").
_COUNT_WORDS = frozenset({"two", "three", "four", "both", "several", "pair"})
#: Nouns of statements a name can head ("X theorems", "X bound"): a name they follow is
#: no method (:meth:`ProposalRules._propose`).
_THEORY_NOUNS = frozenset("""theorem lemma corollary conjecture inequality identity bound theory
    principle law hypothesis result""".split())
#: Nouns of a problem setting that a name before them names ("a Continual Learning (CL)
#: setting"); "task" and "challenge" are left to the benchmark rules.
_SETTING_NOUNS = frozenset("problem problems setting settings scenario scenarios".split())
#: Words after which a proposal's name says what a later proposal is built from ("Based on
#: X, we develop Y", "Building upon X", "By replacing ... with our proposed X").
_BUILD_FROM_WORDS = frozenset("based building built replacing combining integrating leveraging utilizing utilising".split())
#: Determiners that refer back to something named before ("these problems").
_ANAPHORIC_DETERMINERS = frozenset({"these", "those", "such"})
#: Nouns of tools that a second appositive name may follow besides the method and
#: benchmark descriptors ("..., and a scheduler, B,"): kept out of
#: :data:`~kg.extract.lexicon.METHOD_DESCRIPTOR_HEADS`, where "a Monte Carlo sampler" would
#: make "Monte Carlo" a proposal.
_APPOSITIVE_TOOL_HEADS = frozenset("scheduler sampler planner retriever controller tokenizer".split())
#: Last words of a proposed name (or of its acronym's long form) that make it a benchmark
#: ("the Foo Reasoning Benchmark (FRB)", "Bar Corpus", "the Zorb Agents Challenge").
_NAME_BENCHMARK_HEADS = _OWN_DATA_HEADS | {"leaderboard", "arena", "challenge"}
#: Switch (session 45, types45): a proposed multi-word name whose head is a measure noun of
#: :data:`_COINED_MEASURE_HEADS` ("*zorb importance disparity* (ZID)", "the Plonk Transfer
#: Score") is a coined measure, a method_proposed as the gold files annotate one ("PickScore",
#: "Integral Kullback-Leibler divergence"), never a benchmark, even when the words around it
#: speak of data ("which we call *X* ... than on the dataset overall").
MEASURE_NAMES_NOT_DATA = True
_COINED_MEASURE_HEADS = frozenset("disparity distance divergence discrepancy score metric measure".split())
#: With :data:`~kg.extract.roles_datasets.EDITION_NAMES` (session 45, types45), a decimal release
#: number after a proposed benchmark's name is part of it ("a dataset, ZorbNet 2.0, which").
_BENCHMARK_RELEASE_RE = re.compile(r"v?\d{1,2}\.\d{1,2}")
_BENCHMARK_RELEASE_END = re.compile(r"\s+v?\d{1,2}\.\d{1,2}$")

#: With :data:`PURPOSE_NAMED_BENCHMARKS`, a proposed name (or its long form) whose words before
#: "for" end in such a head is a benchmark too ("the Low-Quality Zorb Datasets for RL
#: (LQZ-D4RL)", "the Foo Benchmark for Offline RL"; session 31).
PURPOSE_NAMED_BENCHMARKS = True
#: Heads of the phrase a naming word follows that make the name a benchmark ("a large
#: dataset which we call X"; not "challenge" or "task", which also name problems).
_NAMED_DATA_HEADS = _OWN_DATA_HEADS | {"leaderboard", "collection"}
#: Switch: a proposed name right after a data head noun with its determiner ("by designing
#: the benchmark X", "in our benchmark X", "a new dataset called X") is a benchmark
#: (:meth:`ProposalRules._data_noun_right_before`; session 38). In the dev gold every
#: such phrase names a proposed benchmark (dev26, dev43, dev52, dev64, dev71), never a method.
DATA_NOUN_BEFORE_NAME = True
#: Words that open the noun phrase of :data:`DATA_NOUN_BEFORE_NAME` ("the benchmark X").
_DATA_NOUN_DETERMINERS = frozenset("the a an our this new novel".split())
#: Prepositions before that phrase that make it a place, not a description ("on the
#: benchmark X outperforms ...": X may be a method run there).
_DATA_NOUN_PLACES = frozenset("on in across over for from to at with".split())
#: Present forms of naming verbs after "we" ("a dataset which we call X").
_NAMING_VERBS = frozenset({"call", "name", "term", "dub", "coin", "denote"})
#: Nouns of study: names after "an analysis of" / "a comparison of" are analysed,
#: not proposed (:meth:`ProposalRules._analysed_objects`).
_ANALYSIS_NOUNS = frozenset("""analysis analyses study studies investigation investigations evaluation
    evaluations comparison comparisons examination survey""".split())
#: Word pairs that equate the subject with what follows ("corresponds to", "equivalent
#: to", "instance of", "case of", "viewed as"): a name given there is of an existing thing
#: (:meth:`ProposalRules._equated_with`).
_EQUATING_CUES = frozenset({("corresponds", "to"), ("correspond", "to"), ("corresponding", "to"),
                            ("equivalent", "to"), ("reduces", "to"), ("instance", "of"), ("case", "of"),
                            ("viewed", "as"), ("interpreted", "as"), ("seen", "as"), ("understood", "as")})
#: Dashes that open an appositive after a name ("Foo - a novel architecture").
_APPOSITIVE_DASHES = frozenset({"-", "–", "—", "--"})
#: Plural nouns of data items that make a collection a dataset ("a collection of images").
_HELD_DATA_NOUNS = frozenset("samples examples instances images videos texts documents questions problems".split())
#: Quantity nouns whose "of" phrase says what a collection holds ("a suite of 13 tasks").
_COLLECTION_NOUNS = frozenset("suite set collection series".split())
#: Words of a sentence that speaks of the paper's own work; a name given in a sentence
#: without one ("A recent class of models called X") is someone else's.
_SELF_WORDS = frozenset(
    "we our us ours resulting proposed novel new here presented introduced developed devised designed".split())
#: Contain verbs that usually bring in an existing technique ("X integrates optimal transport"):
#: a name after them is a part only when it is shaped like one (:meth:`_part_shaped`).
_ADOPT_VERBS = frozenset("integrate integrates integrating incorporate incorporates incorporating".split())
#: Words that end the head of a title ("Stochastic Q-learning for Large Action Spaces").
_TITLE_HEAD_RE = re.compile(r"\s+(?:for|in|with|via|on|under|through|beyond)\s+")
#: Lower-case prefixes that negate or merely qualify a name ("non-FooNet", "pre-FooNet"):
#: no variant of it.
_NEGATING_PREFIXES = frozenset({"non", "un", "anti", "pre", "post", "sub", "w/o", "no", "not"})
#: Count words before a plural part noun that lists named parts ("two modules: A and B").
_PART_COUNTS = frozenset({"two", "three", "four", "five", "2", "3", "4", "5"})
#: Part nouns (singular) whose counted plural lists a method's named parts.
_COUNTED_PART_NOUNS = frozenset(
    """module component block branch submodule sub-module mechanism unit layer network
    subnetwork sub-network part design stage phase step technique strategy loss objective agent""".split())
#: Single-token marks that bring in an example ("(e.g., X)"): what follows is no part.
_EXAMPLE_MARKS = frozenset({"e.g.", "e.g", "eg", "eg."})
#: Two-token marks that bring in an example ("such as X", "for instance X").
_EXAMPLE_BIGRAMS = frozenset({("such", "as"), ("for", "example"), ("for", "instance")})
#: Marks that open an appositive after a coined phrase: a comma or a dash ("X—a method ...").
_APPOSITION_MARKS = frozenset({",", "—", "–", "--", "---"})
#: Words after a proposed name that end the words describing it: a means or a comparison
#: follows ("X by adopting a task-centric angle", "X outperforms baselines across datasets").
_DESCRIPTOR_BREAKS = frozenset({"by", "via", "through", "using", "across", "over", "against", "than"})
#: Whether the words read before a naming word ("termed", "called", "dubbed") to type the
#: name stop at the finite verb of its clause (:meth:`ProposalRules._naming_clause_start`):
#: "To address this overarching challenge, we propose an operation termed X" and "... in
#: the linear task, and suggest loss functions, termed X" are no benchmarks, the
#: "challenge" / "task" of another clause describing nothing of X (session 43, junk43:
#: operations, metrics and losses were typed Dataset in corpus builds).
NAMING_CLAUSE_DESCRIPTORS = True


#: Words that mark a model as given, used by a method rather than built as its part
#: ("frozen VidLMs", "a pretrained FooNet", "off-the-shelf X").
_USED_MODEL_MARKS = frozenset("frozen pretrained pre-trained off-the-shelf existing fixed".split())
#: Last words of a name that make it a part of a model ("Our novel Activation Module (AM)").
_PART_NAME_HEADS = frozenset("module block layer unit head encoder decoder mechanism component branch adapter".split())
#: Part nouns that end an item of :data:`COUNTED_NAMED_NOUN_ITEMS` ("the Zorb module").
_NAMED_ITEM_PART_NOUNS = _COUNTED_PART_NOUNS | _PART_NAME_HEADS | _COUNTED_EXTRA_NOUNS
#: Cue verbs whose object is data ("We curate KiteQA to evaluate ...").
_DATA_VERBS = frozenset("curate curates curated curating annotate annotates annotated crowdsource crowdsourced".split())
#: Modifiers that call a described method established ("a classical algorithm, X").
_ESTABLISHED_MARKS = frozenset(
    """classical classic standard conventional traditional popular well-known existing prior
    previous canonical vanilla widely-used""".split())
#: Words of a noun phrase before a naming form that mark the named thing as prior work
#: (:data:`PRIOR_WORK_NAMED`): the established marks and "recent(ly)".
_PRIOR_NAMED_MARKS = _ESTABLISHED_MARKS | frozenset({"recent", "recently"})
#: Words of use before a name: what follows is used, not built ("consists of applying X").
_USE_GERUNDS = frozenset("applying using employing adopting leveraging utilizing utilising".split())
#: Participles of making before "with" that bring in a tool, not a part ("a web app built
#: with ASP.NET", "implemented with PyTorch"; "equipped with X" and "along with X" name parts).
_TOOL_PARTICIPLES = frozenset(
    """built implemented developed written coded programmed made created constructed deployed
    realized realised trained""".split())


#: The shape of a one-word short form ("KNN", "kNN", "k-NN", "MCMC", "3DGS").
_SHORT_FORM_SHAPE = re.compile(r"[A-Za-z0-9][A-Za-z0-9\-]{1,7}")


def _short_capitals(txt: str) -> bool:
    """"PAC", "RL": two to four capital letters, the shape of an established acronym."""
    return 2 <= len(txt) <= 4 and txt.isalpha() and txt.isupper()


#: What a variant adds to the name it derives from: a version ("2", "v2", "-XL"), "++", "+",
#: or a Greek letter after a hyphen ("MHR-μ"; session 53).
_VARIANT_TAIL = re.compile(r"(?:[-\s]?v?\d+(?:\.\d+)*|\+\+?|-[A-Za-z0-9]{1,4}|-[\u03b1-\u03c9\u0391-\u03a9])")
#: What a variant puts before the name it derives from: a short tag and a hyphen ("G-", "Fast-").
_VARIANT_HEAD = re.compile(r"[A-Za-z0-9]{1,6}-")
#: A one- or two-letter lower-case tag glued before a capitalised name ("i" of "iFooNet").
_VARIANT_GLUED_HEAD = re.compile(r"[a-z]{1,2}")


def _variant_name(name: str, base: str) -> bool:
    """Whether ``name`` is a named variant of ``base`` ("G-ForgetNet", "FlowNet-L",
    "FlowNet++", "FlowNet v2", "iFlowNet" of "FlowNet"): ``base`` with a short hyphenated
    tag before it, a one- or two-letter lower-case tag glued before a base in mixed case
    (:data:`_VARIANT_GLUED_HEAD`), or a version, "++"/"+" or a short hyphenated tag after
    it (a tag before a short all-capital base, "ToMo-UDA", names a method after its
    setting instead). A variant is a sibling contribution, not a part of ``base``."""
    if not base or name == base or len(base) < 3:
        return False
    if name.endswith(base):  # ("ToMo-UDA" of "UDA": a method named after its setting)
        head = name[:-len(base)]
        if base[:1].isupper() and not base.isupper() and _VARIANT_GLUED_HEAD.fullmatch(head):
            return True  # "iFlowNet", "eFlowNet": variants of "FlowNet"
        return not (base.isupper() and len(base) <= 5) and _VARIANT_HEAD.fullmatch(head) is not None
    if name.startswith(base):
        return _VARIANT_TAIL.fullmatch(name[len(base):]) is not None
    return False


@lru_cache(maxsize=512)
def _whole_word_re(form: str) -> re.Pattern:
    """The compiled pattern of ``form`` as a whole word: not right after or before a word
    character or a hyphen. Compiled once per form and kept (at most 512 forms), for the rules
    that look for the main proposal's name in each sentence (:meth:`ProposalRules._emphasised_parts`,
    :meth:`ProposalRules._included_parts`; they compiled one pattern per form and sentence)."""
    return re.compile(r"(?<![\w-])" + re.escape(form) + r"(?![\w-])")


@lru_cache(maxsize=1)
def _technique_prefixes() -> dict[str, int]:
    """How many known technique names (:func:`~kg.extract.gazetteer.technique_keys`) each
    proper word prefix of such a name begins ("monte carlo" begins "monte carlo tree
    search", "monte carlo dropout", ...)."""
    out: dict[str, int] = {}
    for key in technique_keys():
        words = key.split()
        for n in range(1, len(words)):
            p = " ".join(words[:n])
            out[p] = out.get(p, 0) + 1
    return out


def _technique_prefix_count(key: str) -> int:
    """The number of known technique names that the normalised phrase ``key`` begins
    (whole words; :func:`_technique_prefixes`)."""
    return _technique_prefixes().get(key, 0)


def _plural_acronym(txt: str) -> bool:
    """"LLMs", "GNNs": a capitalised short form of at most six characters with a plural
    "s" (longer ones, "3D-LLMs", are names of their own)."""
    core = txt[:-1].replace("-", "")
    return txt.endswith("s") and 2 <= len(core) and len(txt) <= 6 and core.isupper()


#: Words of a sentence that compares or cites (:meth:`ProposalRules._defined_parts`), beside
#: :data:`~kg.extract.lexicon.COMPARE_CUES`.
_CITE_OR_COMPARE_WORDS = frozenset({"al.", "compared", "comparison"})


def _speaks_of_own_work(low: list[str], lo: int, hi: int) -> bool:
    """The test of :meth:`ProposalRules._speaks_of_own_work` on the lower-case tokens
    ``low[lo:hi]``: a word of :data:`_SELF_WORDS` or "this" before a word of
    :data:`~kg.extract.lexicon.SELF_DEMONSTRATIVE_OBJECTS`, and no "et" before a word
    opening with "al" (a citation). The set tests run first in C on the whole slice (most
    sentences hold no "et", and a self word settles the rest): the same answer as testing
    every token in order."""
    words = low[lo:hi]
    if "et" in words and any(x + 1 < hi and low[x + 1].startswith("al")
                             for x in _indices_from(words, "et", lo)):
        return False  # "X, called Y, was introduced by Smith et al.": a citation
    if not _SELF_WORDS.isdisjoint(words):
        return True
    return "this" in words and any(x + 1 < hi and low[x + 1] in L.SELF_DEMONSTRATIVE_OBJECTS
                                   for x in _indices_from(words, "this", lo))


def _indices_from(words: list[str], word: str, offset: int) -> list[int]:
    """``offset`` plus each index of ``word`` in ``words``, ascending (found by
    ``list.index``, in C)."""
    out: list[int] = []
    i = -1
    try:
        while True:
            i = words.index(word, i + 1)
            out.append(offset + i)
    except ValueError:
        return out


class ProposalRules(_StateBase):
    """Mixin of :class:`kg.extract.roles._State`: ``proposals``, ``novel_names``,
    ``quoted_names``, ``title_name``, ``variants`` and ``components`` add candidates."""

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
        opened = self._long_form_object_end(v, end)
        for i in range(v + 1, end):
            if i < opened:
                continue  # "we introduce reasoning through energy diffusion (RED)": one name
            w = low[i]
            if w in _WINDOW_STOP and not (w == "which" and low[i + 1] == "we"):
                return i
            if w == "to" and i + 1 < len(low) and self.pos[i + 1] in ("VERB", "AUX"):
                return i
            if w == "based" and i + 1 < len(low) and low[i + 1] in ("on", "upon"):
                return i  # "a model based on X (XX)": what follows is the means, not the proposal
        return end

    def _long_form_object_end(self, v: int, end: int) -> int:
        """End (exclusive token index, past the closing bracket) of an acronym definition
        that opens the object of the cue verb at token ``v`` ("we introduce iterative
        reasoning through energy diffusion (IRED), a ...": its long form starts right after
        the verb, an article or "new" / "novel"), or ``v`` when there is none or it ends
        at or past ``end``. A means or clause word inside such a long form ("through",
        "via", "by", "using") is part of the name, not the end of the object.

        The pairs are the Schwartz & Hearst (2003) acronym definitions of
        :mod:`kg.extract.acronyms`."""
        k = v + 1
        while k < end and self.lower[k] in ("a", "an", "the", "new", "novel"):
            k += 1
        if k >= end or not self.pairs:
            return v
        start = self.idx[k]
        for (ss, se), (ls, le), _ in self.pairs:
            if ls == start and se > le:  # the long form, then the bracketed short form
                close = bisect_left(self.idx, se, k)
                if close < end and self.words[close] == ")":
                    return close + 1
        return v

    def _blocked_by_prep(self, v: int, c: int) -> bool:
        """True when a preposition stands between the verb and token c inside one phrase
        (a preposition that opens a hyphenated compound, "per-instance", does not count;
        "upon", which the tagger may read as an adverb, always counts: "we build upon X").
        A comma, bracket, colon or naming word after the preposition lifts the block ("a
        framework for LLM alignment (FLA)"), unless the bracket is followed by a noun that
        goes on with the phrase (:meth:`_bracket_modifies_noun`)."""
        blocked = False
        seen_prep = False
        last_prep = None
        for k in range(v + 1, c):
            if (self.pos[k] == "ADP" or self.lower[k] == "upon") and self.lower[k] not in ("as",) and not (
                    k + 1 < c and self.words[k + 1] == "-") and not (  # "per-instance": a compound
                    self.lower[k] == "of" and _singular(self.lower[k - 1]) in _QUANTITY_NOUNS
                    and k + 1 < len(self.words) and self.words[k + 1][:1].isupper()):
                blocked = seen_prep = True  # ("a family of Graph Echo Networks": a capitalised X is the contribution)
                last_prep = k
            elif self.words[k] in _AFTER_PREP_OK or self.lower[k] in _AFTER_PREP_OK:
                if not (PREP_OBJECT_ACRONYMS and blocked and self.words[k] == "("
                        and self._prep_object_defined(last_prep, k)):
                    blocked = False
        if not blocked and seen_prep and self.words[c - 1] == "(" and self._bracket_modifies_noun(c):
            return True  # "a method for generating counterfactual (CF) explanations": CF names a modifier
        return blocked

    def _report_object(self, v: int) -> bool:
        """Whether the object of the contribution verb at token ``v`` is headed by a noun
        of reported findings (:data:`_REPORT_OBJECT_NOUNS`), past determiners, adjectives,
        adverbs and numbers: "we present results showing this phenomenon across 8
        datasets", "we provide extensive empirical evidence on A". Such a sentence reports;
        the names in its object are the data or models reported on, not proposals."""
        k = v + 1
        while k < len(self.doc) and k < v + 5 and self.pos[k] in ("DET", "ADJ", "ADV", "NUM") \
                and self.words[k].islower():
            k += 1
        return k < len(self.doc) and self.lower[k] in _REPORT_OBJECT_NOUNS and self.pos[k] == "NOUN"

    def _coordinated_verb_after(self, v: int, sent: Span) -> Optional[int]:
        """The index of a verb coordinated with the contribution verb at token ``v`` by
        "and" (adverbs between: "we build experiments and carefully evaluate X"), in
        ``sent``; None when there is none. A reported object (:meth:`_report_object`)
        then ends there: the names after the second verb are read as the window's names
        always were (the lead, session 29: the findings rule had dropped them too)."""
        for k in range(v + 2, sent.end - 1):
            if self.lower[k] != "and":
                continue
            j = k + 1
            while j < sent.end and self.pos[j] == "ADV":
                j += 1
            if j < sent.end and self.pos[j] == "VERB":
                return j
        return None

    def _bracketed_example(self, v: int, n: Span) -> bool:
        """Whether the name ``n`` in the object of the contribution verb at token ``v`` is
        an item of a bracketed example list: past the names, commas and "and" / "or"
        before it, "(" and an example trigger ("including", "e.g.", "such as", "like")
        open the list ("we present results across 8 datasets (including FooSet-C and
        BarNet-R)", "a new loss for shifted data (e.g., ZorbShift)"). Examples illustrate
        what the object holds; they are not what the paper contributes (with
        :data:`BRACKETED_EXAMPLES`).

        Args:
            v: the contribution verb's token index.
            n: a name span after it, in the same sentence.
        Returns:
            True when ``n`` is such an example.
        Source: session 29 benchmark precision work (corpus: "We present results showing
        this phenomenon across 8 datasets ... (including CIFAR10-C and ImageNet-R, S)").
        """
        k = n.start - 1
        while k > v and (self.words[k] in (",", "/") or self.lower[k] in ("and", "or") or k in self.name_at
                         or any(m.start < k < m.end for m in self.name_at.values() if m.start > v and m.end <= n.start)):
            k -= 1
        if k <= v:
            return False
        if self.lower[k] == "as" and k - 1 > v and self.lower[k - 1] == "such":
            k -= 1
        elif self.words[k] == "," and k - 1 > v and self.lower[k - 1] in ("e.g.", "e.g"):
            k -= 1
        if self.lower[k] not in ("including", "e.g.", "e.g", "such", "like"):
            return False
        return k - 1 > v and self.words[k - 1] == "("

    def _prep_object_defined(self, p: int, b: int) -> bool:
        """Whether the acronym bracket at token ``b`` defines the object of the preposition at
        token ``p`` rather than naming the contribution before it: a determiner ("a", "an",
        "the") or a gerund of use (:data:`~kg.extract.lexicon.USE_VERBS`: "applying", "using",
        "leveraging") opens that object right after the preposition, and only words of
        one noun phrase (letters, digits, hyphens, participles as modifiers; no comma, colon,
        second determiner or other verb: "we propose for the first time a framework (XF)"
        still names the framework) stand between it and the bracket: "a unified analysis of
        methods in a reproducing zorb space (RZS)", "a methodology for applying zorb
        distillation (ZD) to ..." (:data:`PREP_OBJECT_ACRONYMS`). "a framework for zorb alignment (ZA)", with no
        determiner or gerund, may still name the framework and keeps the old reading, and so
        does another gerund ("an approach for studying Zorb Importance (ZI)": the gold of
        dev3 names the approach by it; "extending" / "generalizing" are
        :data:`EXTENDED_OBJECTS`'s).

        Args:
            p: token index of the preposition; b: token index of the opening bracket.
        Returns:
            True when the bracket's acronym belongs to the preposition's own noun phrase.
        """
        if p is None or p + 2 >= b:
            return False
        opener = p + 1
        first = opener + 1
        if self.tag[opener] == "VBG" and self.lower[opener] in L.USE_VERBS:
            if self.lower[first] in ("a", "an", "the"):
                first += 1  # "for applying the Zorb Penalty (ZP)": the gerund's own object
        elif self.lower[opener] not in ("a", "an", "the"):
            return False
        return first < b and all(self.words[x] == "-" or self.words[x].replace("-", "").isalnum() and (
            self.pos[x] not in ("VERB", "AUX", "PUNCT", "CCONJ", "SCONJ", "DET") or self.tag[x] in ("VBG", "VBN"))
                   for x in range(first, b))

    def _bracket_modifies_noun(self, c: int) -> bool:
        """Whether the bracketed word at token ``c`` is followed, past its closing bracket,
        by a lower-case noun: the phrase goes on, so the bracket only names the word before
        it ("counterfactual (CF) explanations"), not the whole phrase."""
        n = len(self.words)
        close = next((j for j in range(c, min(c + 6, n)) if self.words[j] == ")"), None)
        return close is not None and close + 1 < n and self.words[close + 1].isalpha() \
            and self.words[close + 1].islower() and self.pos[close + 1] == "NOUN"

    #: Modifiers of "task" that make it a way of training a model, not a benchmark ("a
    #: novel pretext task", "an auxiliary task").
    _TRAINING_TASK_MODIFIERS = frozenset({"pretext", "auxiliary", "proxy"})

    def _data_noun_right_before(self, name: Span) -> bool:
        """Whether the proposed ``name`` stands right after a data head noun of
        :data:`_OWN_DATA_HEADS` (singular), maybe with "called" / "named" / "dubbed" between,
        that follows a determiner, a possessive or "new" / "novel" ("by designing the
        benchmark X", "in our benchmark X", "a new dataset named X"): the noun describes the
        name, so the name is a benchmark (:data:`DATA_NOUN_BEFORE_NAME`). Not after a
        preposition before an article or "this" ("on the benchmark X outperforms ...": a
        place where a method X may run; "our" still counts), nor when the noun is itself the head of a compound
        ("the dataset distillation method X": the head is "method").

        Args:
            name: the proposed name span.
        Returns:
            True when the noun before describes ``name`` as data.
        """
        k = name.start - 1
        if k >= 0 and self.lower[k] in ("called", "named", "dubbed", "termed"):
            k -= 1
        if k < 1 or self.lower[k] not in _OWN_DATA_HEADS:
            return False
        d = k - 1
        if self.lower[d] in ("new", "novel") and d >= 1 and self.lower[d - 1] in _DATA_NOUN_DETERMINERS:
            d -= 1
        if self.lower[d] not in _DATA_NOUN_DETERMINERS:
            return False
        if self.lower[d] == "our":
            return True  # "in our benchmark X": the paper's own data, wherever it stands
        return not (d >= 1 and self.lower[d - 1] in _DATA_NOUN_PLACES)

    def _descriptor_type(self, name: Span, v: int, before: bool = True, default: str = "Method") -> str:
        """Type of the proposed name ``name`` from the words that describe it.

        A name ending in "bench", "Corpus" or "Dataset" is a benchmark, and so is one whose
        words before "for" end so ("the Foo Datasets for RL (FD4RL)"). Otherwise
        the head nouns of the words around the name are read in order: for a naming verb ("a
        novel approach called X") the ten words before the verb, nearest first; then
        (``before``) the words between the cue verb at ``v`` (or the last "and" before the
        name: "a new dataset and a novel Y model") and the name; then up to twelve words
        after the name (past its bracketed long form; a hyphenated word is one), until a clause or purpose word
        ("that", "to", "for", "on", ...), a means ("by", "via", "using"), "across" / "over"
        / "against" or a verb that is no auxiliary ("X is evaluated across ten datasets").
        Only the head of a noun compound counts ("a dataset pruning framework" -> framework,
        "a task-aware network" -> network, "environment design" -> design), and a quantity
        noun before "of" gives way to the noun after it ("a suite of neural operators"; "a
        suite of tasks" stays a benchmark). The first head in
        :data:`~kg.extract.lexicon.BENCHMARK_HEADS` makes the name a "Dataset"; the first in
        :data:`~kg.extract.lexicon.METHOD_DESCRIPTOR_HEADS`, or none, a "Method" (a
        "Dataset" when the cue verb is one of data, :data:`_DATA_VERBS`: "we curate X").

        Args:
            name: the proposed name. v: token index of the cue verb. before: whether the
                words between the verb and the name describe the name. default: the
                type when no word describes the name (a name conjoined with a proposed
                benchmark, "three benchmarks: A, B and C", is one too).
        Returns:
            "Dataset" or "Method".
        """
        low = name.text.lower()
        if _benchmark_shaped(name.text):
            return "Dataset"  # "FooBench", "BarCorpus"
        pair = self._pair_of(name.start_char, name.end_char)
        for form in (low, pair[2].long.lower() if pair is not None else ""):
            if " " in form and form.rsplit(None, 1)[1] in _NAME_BENCHMARK_HEADS:
                return "Dataset"  # "the Atari Pre-training Benchmark (Atari-PB)": the name says it
            if PURPOSE_NAMED_BENCHMARKS and " for " in form:
                head = form.split(" for ", 1)[0]
                if " " in head and _singular(head.rsplit(None, 1)[1]) in _NAME_BENCHMARK_HEADS:
                    return "Dataset"  # "the Foo Data-Driven Datasets for RL (FD4RL)": its head says it
        if MEASURE_NAMES_NOT_DATA and " " in low and _singular(low.rsplit(None, 1)[1]) in _COINED_MEASURE_HEADS:
            return "Method"  # "we call *zorb importance disparity* (ZID)": a coined measure, whatever data is near
        if name.start >= 2 and self.words[name.start - 1] == "," and \
                self.lower[name.start - 2] in L.BENCHMARK_HEADS:
            return "Dataset"  # "We compose a large dataset, CLadder, with 10K samples"
        if DATA_NOUN_BEFORE_NAME and self._data_noun_right_before(name):
            return "Dataset"  # "by designing the benchmark X", "our benchmark X", "a dataset called X"
        k = name.start - 1
        while k > 0 and self.lower[k] in ("the", "as", "a", "an"):
            k -= 1
        if k >= v and (self.lower[k] in _NAMING_FORMS or self.lower[k] in _NAMING_VERBS and self.lower[k - 1] in ("we", "i")):
            # "generating a large-scale segmentation dataset, dubbed X", "a dataset which we
            # call X": the phrase the naming word follows describes X, nearest first
            sent = self.sents[self.tok_sent[k]]
            near = self._noun_runs(max(sent.start, k - 10), k)
            if near:  # only the nearest phrase ("... to deal with challenges, a novel solution called X")
                w = self.lower[near[-1][0][-1]]
                if w in _NAMED_DATA_HEADS or _singular(w) in _NAMED_DATA_HEADS:
                    return "Dataset"
                if w in _OWN_DESCRIPTORS or _singular(w) in _OWN_DESCRIPTORS:
                    return "Method"
        runs: list[tuple[list[int], str]] = []
        if self.lower[v] in _NAMING_FORMS:
            sent = self.sents[self.tok_sent[v]]
            lo = max(sent.start, v - 10)
            if NAMING_CLAUSE_DESCRIPTORS:
                lo = self._naming_clause_start(lo, v)
            # nearest descriptor first: "To address this challenge, we propose a novel
            # approach called X" is an approach
            runs += reversed(self._noun_runs(lo, v))
        if before:
            lo = v + 1
            for k in range(name.start - 1, v, -1):
                if self.lower[k] == "and":
                    lo = k + 1  # "a new dataset for X and a novel Y (YY) model": Y's own conjunct
                    break
            runs += self._noun_runs(lo, name.start)
        j = name.end
        if j < len(self.doc) and self.words[j] == "(":
            # "TWIGMA (TWItter Generative-ai images with MetadatA), a dataset": the
            # parenthesised long form says nothing of the type
            close = next((k for k in range(j, min(len(self.doc), j + 20)) if self.words[k] == ")"), None)
            if close is not None:
                j = close + 1
        start, stop = j, min(len(self.doc), j + 12)
        while j < stop:
            if j > start and self.words[j] == "-" and not self.ws[j - 1] and not self.ws[j]:
                # "a human-generated, assistant-style conversation corpus": a hyphenated word
                # counts as one of the twelve words
                stop = min(len(self.doc), stop + 2)
            w = self.lower[j]
            if w in ("that", "which", "for", "to", "of", "on", "with", "in", "where", ";", ".") and (
                    j > name.end or w in ("that", "which", "to", "where", ";", ".", "on")):
                # "we introduce X to address this challenge": the purpose says nothing of
                # X's type; "evaluate X on three benchmarks": X is what is evaluated
                if not (w == "of" and j > start and _singular(self.lower[j - 1]) in _QUANTITY_NOUNS):
                    break  # ("a suite of tasks": the noun after "of" says what the suite holds)
            if w in _DESCRIPTOR_BREAKS or j > start and self._predicate_verb(j):
                break  # "X is evaluated across diverse datasets", "X and curate a dataset"
            if LAST_CONJUNCT_APPOSITIVES and w == "and" and self._singly_apposed_name_at(j + 1):
                break  # "we propose X and Y, a benchmark of ...": the appositive is Y's
            j += 1
        runs += self._noun_runs(start, j)
        for run, held in runs:
            w = self.lower[run[-1]]
            if _singular(w) == "task" and run[-1] > 0 and self.lower[run[-1] - 1] in self._TRAINING_TASK_MODIFIERS:
                return "Method"  # "DropZorb, a novel pretext task designed to ...": a way of training
            if w in L.BENCHMARK_HEADS or held and (_singular(w) in L.BENCHMARK_HEADS or w in _HELD_DATA_NOUNS):
                return "Dataset"  # ("a suite of 13 tasks", "a collection of images": what it holds)
            if BENCHMARK_MODIFIED_HEADS and len(run) >= 2 and self.lower[run[-2]] in _BENCHMARK_MODIFIERS \
                    and _singular(w) not in L.METHOD_DESCRIPTOR_HEADS and _singular(w) not in _ANALYSIS_NOUNS:
                return "Dataset"  # "X, the first benchmark platform for ...": not "a benchmarking toolkit",
                # nor "a benchmark evaluation with X": an activity, whose means X is no data
            if w in L.METHOD_DESCRIPTOR_HEADS or _singular(w) in L.METHOD_DESCRIPTOR_HEADS:
                return "Method"  # ("a class of world models called X")
            if held in L.BENCHMARK_HEADS and not _plural_acronym(self.words[run[-1]]):
                return "Dataset"  # "a collection of public time series, called X"; not "a suite of NOs"
        if self.lower[v] in _DATA_VERBS:
            return "Dataset"  # "We curate KiteQA to evaluate ...": what one curates is data
        if DATA_PREDICATED_ELSEWHERE and default == "Method" and (
                self._called_data_elsewhere(name) or self._used_as_data_elsewhere(name)):
            return "Dataset"  # "We introduce X. ... X is a question-answering benchmark", "... trained on X"
        return default

    def _singly_apposed_name_at(self, k: int) -> bool:
        """Whether a name starts at token ``k`` and a singular appositive follows it: a comma
        and "a" / "an" right after the name or after its bracketed short form ("Y, a
        benchmark", "Y (YY), an agent"). Used by :meth:`_descriptor_type`
        (:data:`LAST_CONJUNCT_APPOSITIVES`): in "X and Y, a benchmark of ..." the
        appositive describes Y only; "X and Y, two benchmarks" is no such case.

        Args:
            k: a token index (may be past the document's end).
        Returns:
            True when a name of the name index starts at ``k`` and is so followed."""
        name = self.name_at.get(k)
        if name is None:
            return False
        e = name.end
        if e < len(self.words) and self.words[e] == "(":
            close = next((x for x in range(e, min(len(self.words), e + 8)) if self.words[x] == ")"), None)
            if close is None:
                return False
            e = close + 1
        return e + 1 < len(self.words) and self.words[e] == "," and self.lower[e + 1] in ("a", "an")

    def _apposed_head(self, name: Span) -> Optional[str]:
        """The head noun of a singular appositive right after ``name`` (or after its
        bracketed short form): a comma, "a" / "an", then at most six modifiers (adjectives,
        nouns, numbers, hyphens, verbs the tagger took for modifiers) up to the noun before
        a preposition, a punctuation mark, a relative pronoun or the sentence end ("Y, a
        benchmark of 12 tasks" -> "benchmark"; "Y, a large-scale multilingual corpus, ..."
        -> "corpus"). None when no such appositive follows.

        Args:
            name: a name span.
        Returns:
            The lower-case head word, or None."""
        words, low, n = self.words, self.lower, len(self.words)
        e = name.end
        if e < n and words[e] == "(":
            close = next((x for x in range(e, min(n, e + 8)) if words[x] == ")"), None)
            if close is None:
                return None
            e = close + 1
        if not (e + 2 < n and words[e] == "," and low[e + 1] in ("a", "an")):
            return None
        si = self.tok_sent[name.start]
        head = None
        for x in range(e + 2, min(n, e + 9)):
            if self.tok_sent.get(x) != si or self.pos[x] in ("ADP", "PUNCT", "PRON", "CCONJ", "SCONJ", "DET", "AUX") \
                    and words[x] != "-":
                break
            if self.pos[x] in ("NOUN", "PROPN"):
                head = low[x]
        return head

    def _appositive_conjunct(self, first: Span, n: Span) -> bool:
        """Whether the name ``n``, after the object window of a cue whose first proposal is
        ``first``, is a second object of that cue coordinated with it in the same
        appositive shape (:data:`APPOSITIVE_CONJUNCTS`): "we propose X, a byte-level model
        that needs no vocabulary, and Y, a benchmark of 9 reading tasks". Both names are
        followed by a singular appositive (:meth:`_apposed_head`), ``n``'s with a method or
        benchmark head (:data:`~kg.extract.lexicon.METHOD_DESCRIPTOR_HEADS`,
        :data:`~kg.extract.lexicon.BENCHMARK_HEADS`); ``n`` follows ", and" (the comma closes
        the first appositive: "a model that mixes attention and Mamba, a ..." has none), and is
        no name of the gazetteers' methods (a known method the first appositive mentions,
        "a model that mixes attention and Mamba, a state space model").

        Args:
            first: the cue's first proposed name. n: a later name of the sentence.
        Returns:
            True when ``n`` is such a second proposal."""
        if n.start < 3 or self.lower[n.start - 1] != "and" or self.words[n.start - 2] != "," or first.end >= n.start:
            return False
        if self._apposed_head(first) is None:
            return False
        head = self._apposed_head(n)
        if head is None or not (_singular(head) in L.METHOD_DESCRIPTOR_HEADS or head in L.BENCHMARK_HEADS):
            return False
        return _norm(self._span_text(n)) not in self.method_gaz_keys

    def _naming_clause_start(self, lo: int, v: int) -> int:
        """First token of the clause that holds the naming word at ``v`` ("termed", "called"),
        searched back to ``lo``: the token after the last finite main verb (a verb that is no
        participle and no auxiliary) before ``v``, else ``lo``. "To address this challenge, we
        propose an operation termed X" -> the token after "propose" (only "an operation"
        describes X); "a large dataset of dialogues, called X" and "a benchmark of dialogues,
        which is called X" -> ``lo``."""
        for k in range(v - 1, lo - 1, -1):
            if self.pos[k] == "VERB" and self.tag[k] not in ("VBG", "VBN"):
                return k + 1
        return lo

    def _called_data_elsewhere(self, name: Span) -> bool:
        """Whether the abstract calls the name ``name`` data somewhere: a mention of the same
        text heads a data noun of :data:`_OWN_DATA_HEADS`, after a version at most, that no
        compound goes on ("both the X dataset and ...", "the X v1.0 dataset that ..."), is the subject of "is" / "was" / "serves as" before a noun phrase, or stands
        before a comma and such a noun phrase (an appositive), whose head is a data noun of
        :data:`_OWN_DATA_HEADS` ("X is a diverse question-answering benchmark", "X is the
        first Chinese medical exam dataset to ...", "Y, a dataset of 80,000 dialogues"). The
        noun phrase opens with an article or a possessive (:data:`_DATA_NP_OPENERS`) and runs
        across at most nine words that are no preposition, conjunction, pronoun, determiner,
        auxiliary, particle or punctuation but a comma or a hyphen ("a manually audited,
        general domain 3T token monolingual dataset"), no method noun among them, to its
        head, which no
        lower-case noun follows ("X is a benchmark suite" is read at "suite"; "X is a dataset
        pruning method" at "method"); no appositive closes a fronted phrase ("To train X, a
        new dataset called Y is created": :data:`_FRONTED_OPENERS`).

        The name, or its acronym's long form, may also open with a data noun and a
        preposition of :data:`_DATA_NAME_LINKS` ("Datasets with Diverse human Demonstrations
        for Imitation Learning (D3IL)"); a word glued by hyphens stays in the noun phrase
        and a plural head counts ("a 2.2 TB network-of-datasets containing ...").

        Args:
            name: a name the proposal rules are typing.
        Returns:
            True when such a predicate or appositive calls the name data.
        Source: session 28 dataset recall work (corpus: "we introduce TutorEval and TutorChat.
        TutorEval is a diverse question-answering benchmark ...", typed methods before).
        """
        text = self._span_text(name)
        pair = self._pair_of(name.start_char, name.end_char)
        for form in (text, pair[2].long if pair is not None else ""):
            words = form.lower().split()
            if len(words) >= 3 and _singular(words[0]) in _OWN_DATA_HEADS and words[1] in _DATA_NAME_LINKS:
                return True  # "Datasets with Diverse human Demonstrations for Imitation Learning (D3IL)"
        n_tok = len(self.doc)
        for m in [name] + [x for x in self.names if x.start != name.start]:
            if self._span_text(m) != text:
                continue  # (the name itself may hold a version the name finder left out: "Foo 2.0")
            k = m.end
            if k < n_tok and self.words[k] == "(":
                close = next((j for j in range(k, min(n_tok, k + 20)) if self.words[j] == ")"), None)
                if close is None:
                    continue
                k = close + 1  # "X (Long Form) is a ...": past the long form
            if k + 1 < n_tok and self.ws[k - 1] and _VERSION_RE.match(self.words[k]):
                k += 1  # "the X v1.0 dataset": past the version
            if k < n_tok and self.lower[k] in _OWN_DATA_HEADS and self.words[k].islower() \
                    and not self._compound_after(k + 1):
                return True  # "Both the X dataset and the baseline models are released"
            if k + 1 < n_tok and self.lower[k] in ("is", "was"):
                k += 1
            elif k < n_tok and self.words[k] == ",":
                if self.lower[self.sents[self.tok_sent[m.start]].start] in _FRONTED_OPENERS:
                    continue  # "To train X, a new dataset called Y is created": a fronted phrase ends at the comma
                k += 1
            elif k + 2 < n_tok and self.lower[k] == "serves" and self.lower[k + 1] == "as":
                k += 2
            else:
                continue
            if k >= n_tok or self.lower[k] not in _DATA_NP_OPENERS:
                continue
            j = k + 1
            while j < n_tok and j <= k + 10 and (
                    self.pos[j] not in _NP_BREAK_POS or self.words[j] in ("-", ",")
                    or self.words[j - 1] == "-" and not self.ws[j - 1]) \
                    and _singular(self.lower[j]) not in _OWN_DATA_HEADS \
                    and _singular(self.lower[j]) not in L.METHOD_DESCRIPTOR_HEADS:
                j += 1  # ("a manually audited, general domain 3T token monolingual dataset")
            if j < n_tok and _singular(self.lower[j]) in _OWN_DATA_HEADS and not self._compound_after(j + 1):
                return True  # ("a 2.2 TB network-of-datasets containing ...")
        return False

    def _used_as_data_elsewhere(self, name: Span) -> bool:
        """Whether a mention of the name ``name``'s text is the data of a training or test:
        it follows "on" (and "the" / "our" at most) right after a verb of
        :data:`_DATA_USE_VERBS` ("LLMs trained on X", "models fine-tuned on X") or after
        "conducted" / "performed" in a sentence about experiments ("Extensive experiments are
        conducted on X"); not "based on X", what a method builds on.

        Args:
            name: a name the proposal rules are typing.
        Returns:
            True when the abstract trains or tests on the name.
        Source: session 28 dataset recall work (corpus: "LLMs ... trained on MUFFIN", "Extensive
        experiments are conducted on SG-FRONT", both typed methods before).
        """
        text = self._span_text(name)
        for m in self.names:
            if self._span_text(m) != text:
                continue
            k = m.start - 1
            if k > 0 and self.lower[k] in ("the", "our"):
                k -= 1
            if k < 1 or self.lower[k] != "on":
                continue
            verb = self.lower[k - 1]
            if verb in _DATA_USE_VERBS:
                return True
            sent = self.sents[self.tok_sent[m.start]]
            if verb in ("conducted", "performed") and any(
                    self.lower[x] in ("experiments", "evaluations") for x in range(sent.start, k)):
                return True
        return False

    def _compound_after(self, k: int) -> bool:
        """Whether token ``k`` goes on a noun compound: a lower-case noun ("a dataset
        pruning method" goes on at "pruning"), unless it is a word in "-ing" that no noun
        follows ("a benchmark consisting of", "a benchmark combining long contexts")."""
        if k >= len(self.doc) or self.pos[k] != "NOUN" or not self.words[k].islower():
            return False
        if self.lower[k].endswith("ing"):
            return k + 1 < len(self.doc) and self.pos[k + 1] == "NOUN" and self.words[k + 1].islower()
        return True

    def _predicate_verb(self, k: int) -> bool:
        """Whether token ``k`` is a verb that opens a predicate: a finite verb or base form
        ("X outperforms", "and curate"), or a participle after an auxiliary ("X is
        evaluated"); not a gerund or a participle inside a compound ("sound-based",
        "a remote-hosted benchmark"), nor a word of
        :data:`~kg.extract.lexicon.BENCHMARK_HEADS` right after a closing bracket ("the X
        (XX) benchmarks for ...", which the tagger may read as a verb)."""
        if self.pos[k] != "VERB" or self.tag[k] == "VBG":
            return False
        if self.words[k - 1] == ")" and self.lower[k] in L.BENCHMARK_HEADS and \
                self.lower[k + 1:k + 2] != ["the"]:
            return False  # "Time-Continual (TiC) benchmarks for ...": the tagger's verb is the noun
        if self.tag[k] == "VBN":
            return k > 0 and self.pos[k - 1] == "AUX"
        return self.words[k - 1] != "-"

    def _predicate_after(self, k: int) -> bool:
        """Whether a predicate opens at token ``k``, after at most one adverb: a verb of
        :meth:`_predicate_verb` or an auxiliary ("the proposed ZB-MDP actually solves",
        "the proposed ZorbNet is ..."). False at the end of the document."""
        if k < len(self.lower) and self.pos[k] == "ADV" and self.words[k].isalpha():
            k += 1
        return k < len(self.lower) and (self._predicate_verb(k) or self.pos[k] == "AUX")

    def _defined_before(self, n: Span) -> bool:
        """Whether the abstract defines ``n`` (or its plural) as a short form in a sentence
        before the one of ``n``: "Implicit neural representations (INRs) have emerged ...
        the proposed INR provides ...": the kind of model, defined as prior art."""
        key = _norm(self._span_text(n))
        start = self.sents[self.tok_sent[n.start]].start_char
        return any(ss < start and _norm(a.short) in (key, key + "s") for (ss, _se), _, a in self.pairs)

    def _noun_runs(self, lo: int, hi: int) -> list[tuple[list[int], str]]:
        """Noun compounds among tokens ``lo``..``hi``: runs of nouns, proper nouns, words
        of :data:`~kg.extract.lexicon.BENCHMARK_HEADS`, adjectives, numbers, participles and
        hyphens, each given as the indices of its nouns (the last is the compound's head;
        a run without a noun is dropped) and the collection noun that holds it ("suite",
        "collection", "set", "series"; "" for none); a
        participle right after a noun opens a clause and ends the run ("a dataset featuring
        instructions" is a dataset). A
        noun glued to a hyphen ("task-aware") modifies what follows and is no head; a
        quantity noun before "of" ("a suite of X") is left out, and the run after "of"
        carries it."""
        runs: list[tuple[list[int], str]] = []
        cur: list[int] = []
        held = holds = ""
        words, low, pos = self.words, self.lower, self.pos
        for k in range(lo, hi):
            w = low[k]
            nounish = pos[k] in ("NOUN", "PROPN") or w in L.BENCHMARK_HEADS
            participle = self.tag[k] in ("VBG", "VBN") and not (DATA_HEADS_NOT_PARTICIPLES and w in L.BENCHMARK_HEADS)
            if participle and cur and words[k - 1] != "-":
                runs.append((cur, held))  # "a dataset featuring instructions": a clause follows the noun
                cur, held = [], ""
                continue
            if nounish or pos[k] in ("ADJ", "NUM") or participle or words[k] in ("-", "*"):
                hyphened = k + 1 < len(words) and words[k + 1] == "-" and not self.ws[k]
                if nounish and _singular(w) in _QUANTITY_NOUNS and k + 1 < hi and low[k + 1] == "of":
                    holds = _singular(w) if _singular(w) in _COLLECTION_NOUNS else ""  # ("a family of X": none)
                elif nounish and not hyphened:
                    cur.append(k)
                continue
            if cur:
                runs.append((cur, held))
            cur = []
            held, holds = (holds if w == "of" else ""), ""
        if cur:
            runs.append((cur, held))
        return [part for run in runs for part in self._split_at_clause_gerund(*run)]

    def _split_at_clause_gerund(self, run: list[int], held: str) -> list[tuple[list[int], str]]:
        """Split a noun run at a word in "-ing" that follows a noun directly (the tagger
        reads some such words as nouns) when the rest of the run does not end in a method
        or benchmark noun: "a dataset integrating vision and touch" is a dataset, while
        "a dataset pruning framework" stays one compound headed by "framework"."""
        typed = L.METHOD_DESCRIPTOR_HEADS | L.BENCHMARK_HEADS
        for p in range(1, len(run)):
            w = self.lower[run[p]]
            if w.endswith("ing") and len(w) > 4 and run[p] == run[p - 1] + 1 \
                    and _singular(self.lower[run[-1]]) not in typed:
                return [(run[:p], held), (run[p:], "")]
        return [(run, held)]

    #: Verbs of solving a problem whose "with a X (XX)" brings in the authors' means
    #: (:meth:`_solved_with`).
    _SOLVING_VERBS = frozenset("address tackle solve handle overcome alleviate mitigate".split())

    def _solved_with(self, k: int) -> bool:
        """Whether "with" at token ``k`` ("with a" / "with an") brings in the means of a verb
        of solving (:data:`_SOLVING_VERBS`) whose subject is "we" (:meth:`_we_subject`), at
        most four tokens before it ("We address (1) with a Zorb Induced Covariance (ZIC)",
        "we tackle this issue with a ..."), and an acronym-defined name opens right after the
        article (a short form pair starts there: "with a new loss" is no cue for names further
        on; :data:`SOLVED_WITH_CUES`)."""
        low = self.lower
        sent = self.sents[self.tok_sent[k]]
        verb = next((x for x in range(k - 1, max(sent.start, k - 5) - 1, -1) if low[x] in self._SOLVING_VERBS), None)
        if verb is None or low[verb - 1] != "we" or not self._we_subject(verb):
            return False
        if any(self.words[x] in (",", ";") for x in range(verb + 1, k)):
            return False
        start = self.idx[k + 2] if k + 2 < len(low) else -1
        return any(ls == start for _s, (ls, _le), _a in self.pairs)

    def _we_show_possible(self, i: int) -> bool:
        """Whether token ``i`` continues an impersonal clause of what the authors show can be
        done: "we show / demonstrate / find that it is possible to ..." before it in its
        sentence, with no semicolon or further "that" between ("we show that it is possible
        to mitigate this issue by proposing X": the authors propose X;
        :data:`WE_SHOW_BY_GERUNDS`)."""
        sent = self.sents[self.tok_sent[i]]
        low = self.lower
        for k in range(i - 1, sent.start + 4, -1):
            if low[k] in (";", "that", "which") and not (low[k] == "that" and low[k + 1] == "it"):
                return False
            if low[k] == "that" and low[k + 1:k + 4] in (["it", "is", "possible"], ["it", "is", "feasible"]) \
                    and low[k - 1] in ("show", "demonstrate", "find", "prove") and low[k - 2] == "we":
                return True
        return False

    def _we_subject(self, i: int) -> bool:
        """Whether "we" is the subject of the clause that token ``i`` continues: "we" opens
        the sentence or follows a comma ("We identify X and propose Y", "In this paper, we
        analyze X and present Y"; not "models that we train and introduce"), with no
        relative pronoun, semicolon or subordinating conjunction between it and ``i``; one or
        two adverbs ("Here we combine A and B and propose X") or a short prepositional
        phrase ("In this paper we study A and propose X") may open the sentence before "we"."""
        sent = self.sents[self.tok_sent[i]]
        for k in range(i - 1, sent.start - 1, -1):
            w = self.lower[k]
            if w == "we":
                # ("Here we combine A and B and propose X": an opening adverb before "we";
                # "In this paper we study X and propose Y": an opening prepositional phrase)
                return k == sent.start or self.lower[k - 1] in (",", ":") or \
                    k - sent.start <= 2 and all(self.pos[x] == "ADV" for x in range(sent.start, k)) or \
                    k - sent.start <= 4 and self.pos[sent.start] == "ADP" and all(
                        self.pos[x] in ("ADP", "DET", "NOUN", "ADJ", "PRON") for x in range(sent.start, k))
            if w == "that" and COMPLEMENT_AND_PROPOSE and self._we_complement_disagrees(k, i):
                continue  # "We show that X fails ... and propose Y": "propose" goes with "show"
            if w in ("that", "which", "who", "whose", "where", ";", "while", "whereas", "although",
                     "because", "since", "if", "when"):
                return False
        return False

    def _we_complement_disagrees(self, that: int, i: int) -> bool:
        """Whether the "that" at token ``that`` opens the complement of a verb whose subject
        is "we" ("we show / find / observe that ...": "we", at most one adverb, the verb, then
        "that") and the contribution verb after "and" at token ``i`` cannot be the
        complement's second verb: it is a plain present form (tag VB or VBP) while every
        finite verb of the complement is a third-person "-s" form (VBZ). Then the
        contribution verb is coordinated with the verb of "we" (:data:`COMPLEMENT_AND_PROPOSE`:
        "We show that DiffPure fails under adaptive attacks and propose X"). Inputs: token
        indices; output: True when "we" is the subject of the contribution verb."""
        low, tag = self.lower, self.tag
        k = that - 1
        if k < 1 or self.pos[k] != "VERB":
            return False
        j = k - 1
        if j >= 1 and self.pos[j] == "ADV":
            j -= 1
        if low[j] != "we":
            return False
        v = i + 1
        while v < len(low) and self.pos[v] == "ADV":
            v += 1
        if v >= len(low) or low[v] not in _PROPOSE_SET or tag[v] not in ("VB", "VBP"):
            return False
        finite = [tag[x] for x in range(that + 1, i) if tag[x] in ("VBZ", "VBP", "VBD", "MD")]
        return bool(finite) and all(t == "VBZ" for t in finite)

    def _prior_work_subject(self, v: int, sent: Span) -> bool:
        """Whether the contribution verb at token ``v`` has earlier work as its subject:
        between the sentence start and ``v`` there is no "we"/"our"/"us" and no "this
        paper/work/study", but a prior-work phrase ("recent work", "prior studies",
        "existing methods", "previous approaches", "researchers", "the authors") or a
        citation ("et al."): "Recent work proposed X", "Smith et al. introduced Y".

        Args:
            v: index of the contribution verb. sent: its sentence.
        Returns:
            True when the proposal belongs to prior work (so it is not the paper's).
        """
        words = self.lower[sent.start:v]
        if any(w in ("we", "our", "us", "ours") for w in words):
            return False
        for i, w in enumerate(words):
            if w == "this" and i + 1 < len(words) and words[i + 1] in L.SELF_DEMONSTRATIVE_OBJECTS:
                return False
        for i, w in enumerate(words):
            nxt = words[i + 1] if i + 1 < len(words) else ""
            if w in L.PRIOR_WORK_MODIFIERS and nxt in L.PRIOR_WORK_NOUNS:
                return True
            if w in ("researchers", "authors") or (w == "et" and nxt.startswith("al")):
                return True
        return False

    def _capitalised_phrase_appositive(self, v: int, wend: int) -> Optional[Span]:
        """"we introduce Lookahead decoding, an exact, parallel decoding algorithm": right
        after the cue (and "the"), a capitalised word and one or two lower-case words,
        then a comma and an indefinite appositive holding a method descriptor within eight
        words; the phrase is the proposal's name. Not an established technique."""
        k = v + 1
        if k < wend and self.lower[k] == "the":
            k += 1
        if k >= wend or not self.words[k][:1].isupper() or not self.is_alpha[k] \
                or self.lower[k] in L.NAME_STOPWORDS:
            return None
        e = k + 1
        while e < wend and e <= k + 2 and self.words[e].isalpha() and self.words[e].islower() \
                and self.pos[e] in ("NOUN", "ADJ", "VERB"):
            e += 1
        if e == k + 1 or e + 1 >= len(self.words) or self.words[e] not in _APPOSITION_MARKS \
                or self.lower[e + 1] not in ("a", "an"):
            return None
        return self._new_name_before_descriptor(k, e)

    def _new_name_before_descriptor(self, k: int, e: int) -> Optional[Span]:
        """Tokens ``k:e`` as a proposal's name when the indefinite appositive after the comma
        at ``e`` holds a method descriptor within eight words ("X, a simple framework ...")
        and the phrase is no known method, technique or task. Returns a Span labelled
        ``TITLE``, or None."""
        end = min(len(self.lower), e + 10)
        if not any(_singular(self.lower[j]) in L.METHOD_DESCRIPTOR_HEADS for j in range(e + 2, end)):
            return None
        key = _norm(self._span_text(self.doc[k:e]))
        if key in self.method_gaz_keys or key in technique_keys() or key in self.task_gaz_keys:
            return None
        return Span(self.doc, k, e, label="TITLE")

    def _coined_word_appositive(self, v: int, wend: int) -> Optional[Span]:
        """"we propose a novel framework, selfmem, which ...": a lower-case single word set
        off by commas (or before a bracket) right after a method descriptor
        (:data:`~kg.extract.lexicon.METHOD_DESCRIPTOR_HEADS`) that opens the object of the
        cue at ``v`` (an article and up to four modifiers before it) names the proposal
        when the abstract writes the word again elsewhere (a coined name is reused; an
        adverb or a common word in that slot, "a method, however, ...", rarely is) and it is
        no known technique, task or dataset. Returns a one-token Span labelled ``SINGLE``,
        or None."""
        k = v + 1
        if k < wend and self.lower[k] in ("a", "an", "the"):
            k += 1
        h = k
        while h < min(wend, k + 5) and _singular(self.lower[h]) not in L.METHOD_DESCRIPTOR_HEADS:
            if self.pos[h] not in ("ADJ", "NOUN", "PROPN", "VERB") and self.words[h] != "-":
                return None
            h += 1
        t = h + 2
        if h >= wend or t + 1 >= len(self.words) or self.words[h + 1] != "," \
                or self.words[t + 1] not in (",", "(", ".", ";", ":"):
            return None
        word = self.words[t]
        if not (word.isalnum() and word[:1].isalpha() and word.islower() and len(word) >= 4) \
                or self.pos[t] in ("ADV", "ADP", "DET", "PRON", "CCONJ", "SCONJ", "AUX") \
                or self.tag[t] in ("VBD", "VBN", "VBG") or word in L.NAME_STOPWORDS or word in _NAMING_FORMS:
            return None
        if len(re.findall(r"(?<![\w-])" + re.escape(word) + r"(?![\w-])", self.text)) < 2:
            return None
        key = _norm(word)
        if key in self.method_gaz_keys or key in technique_keys() or key in self.task_gaz_keys \
                or key in self.dataset_gaz_keys:
            return None
        return Span(self.doc, t, t + 1, label="SINGLE")

    #: Words that open an object phrase that is no name ("we propose two methods, a ...").
    _NOT_NAME_OPENERS = frozenset(
        """a an the our this these that its their two three four several multiple new novel
        simple general unified efficient generic first second further additional such more
        some both each various""".split())

    #: Relative words that may close a reused lower-case name right after the cue ("we
    #: propose self-plonking, which ...").
    _RELATIVE_CLOSERS = frozenset({"which", "where", "that"})
    #: An acronym-shaped word inside a lower-case name ("max-reward RL", "predictive CVaR
    #: policy gradient"): two to six letters, at least two capitals.
    _INNER_ACRONYM = re.compile(r"(?=(?:[a-z]*[A-Z]){2})[A-Za-z]{2,6}")

    def _lowercase_phrase_appositive(self, v: int, wend: int) -> Optional[Span]:
        """"we propose gradient sketching, a technique that ...": right after the cue (and
        an optional "the"), two to four lower-case words (nouns, adjectives, participles,
        hyphen-joined or not; no determiner, number or evaluative opener; an acronym-shaped
        word may stand after the first: "the predictive CVaR policy gradient", "max-reward
        RL") ending in a noun, a gerund or such an acronym, then either a comma or a dash
        (spaced "-" too) and an indefinite appositive holding a method descriptor within
        eight words ("X - a simple modification to the InfoNCE loss -"), or a comma and a
        relative word ("which", "where", "that") when the abstract writes the phrase again
        after it ("we propose self-plonking, which ... We show that self-plonking ...": a
        coined name is reused): the bare phrase names the proposal. Not an established
        technique or a known task. Returns a Span labelled ``TITLE`` (tokens of the phrase)
        or None."""
        k = v + 1
        if k < wend and self.lower[k] == "the":
            k += 1
        if k >= wend or not self.is_alpha[k] or not self.words[k].islower() \
                or self.lower[k] in self._NOT_NAME_OPENERS or self.lower[k] in L.NAME_STOPWORDS:
            return None
        e, n_words = k, 0
        while e < wend and n_words < 4 and (
                re.fullmatch(r"[a-z][a-z\-]*", self.words[e]) and self.pos[e] in ("NOUN", "ADJ", "VERB", "PROPN")
                or e > k and self._INNER_ACRONYM.fullmatch(self.words[e])
                or self.words[e] == "-" and e > k and e + 1 < wend and self.words[e + 1][:1].islower()
                and not self.doc[e - 1].whitespace_):
            n_words += self.words[e] != "-"
            e += 1
        if n_words < 2 or e + 1 >= len(self.words):
            return None
        appositive = (self.words[e] in _APPOSITION_MARKS or self.words[e] == "-" and self.doc[e - 1].whitespace_) \
            and self.lower[e + 1] in ("a", "an")
        # ("we propose active inference—a methodology for ...": a dash as the comma)
        relative = self.words[e] == "," and self.lower[e + 1] in self._RELATIVE_CLOSERS
        if not (appositive or relative):
            return None
        last = self.words[e - 1]
        if not (self.pos[e - 1] == "NOUN" or last.endswith("ing") or self._INNER_ACRONYM.fullmatch(last)
                or LOWER_PROPN_HEADS and self.pos[e - 1] == "PROPN" and last.islower()) \
                or self.pos[k] == "VERB" and not self.words[k].endswith(("ed", "ing")):
            return None
        if appositive:
            return self._new_name_before_descriptor(k, e)
        phrase = self.text[self.idx[k]:self.idx[e - 1] + len(self.words[e - 1])]
        if len(re.findall(r"(?<![\w-])" + re.escape(phrase) + r"(?![\w-])", self.text, flags=re.I)) < 2:
            return None
        key = _norm(phrase)
        if key in self.method_gaz_keys or key in technique_keys() or key in self.task_gaz_keys \
                or key in self.dataset_gaz_keys or key in _pwc_keys("method") or key in _pwc_keys("task") \
                or phrase.lower() in L.STANDALONE_TECHNIQUES:
            return None  # ("we propose fine-tuning, which ...": a known technique)
        return Span(self.doc, k, e, label="TITLE")

    def _this_work_subject(self, i: int) -> bool:
        """Whether the sentence of token ``i`` opens with "This work / paper / study /
        article" or "Our work / ..." (after an optional introductory phrase ending in a comma),
        the subject of "This work addresses this gap by introducing X"."""
        sent = self.sents[self.tok_sent[i]]
        starts = [sent.start] + [k + 1 for k in range(sent.start, min(i, sent.start + 8)) if self.words[k] == ","]
        openers = ("this", "our") if OUR_WORK_SUBJECT else ("this",)  # ("Our work addresses X by proposing Y")
        return any(self.lower[s] in openers and s + 1 < i and self.lower[s + 1] in ("work", "paper", "study", "article")
                   for s in starts)

    def proposals(self):
        """Stage 1: the names after contribution cues (rules ``propose-object``,
        ``propose-named``, ``propose-conjoined``), names the authors define or recast
        (``propose-defined``, ``propose-recast``), then the items of an enumeration that
        such a cue opens (:meth:`enumerated_proposals`)."""
        self._cue_proposals()
        self._defined_proposals()
        self._recast_proposals()
        self.enumerated_proposals()
        self._concept_proposals()
        self._unordered_short_forms()
        if STUDIED_NAMES:
            self._studied_proposals()
        if PROPOSE_TO_SHORT_FORMS:
            self._propose_to_short_forms()

    #: The contribution verbs that take an infinitive ("we propose to ...", "this work proposes to ...").
    _PROPOSE_TO_VERBS = frozenset({"propose", "proposes"})

    def _propose_to_short_forms(self):
        """The short form of a definition whose long form is a clause (rule ``propose-to-short``,
        :func:`kg.extract.acronyms.clause_long_form`), when that clause is the object of "we
        propose to" / "this work proposes to" in its sentence: "This work proposes to use
        executable code to consolidate agents' actions into one action space (CodeAct)"
        proposes CodeAct, the name the sentence gives what it proposes. The verb must have
        "we" (:meth:`_we_subject`) or "this work / paper" (:meth:`_this_work_subject`) as its
        subject, and "to" must follow it."""
        text = self.text
        for a in get_clause_acronyms(self.doc):
            at = text.find(a.short, a.start, a.end)
            if at < 0:
                continue
            name = self._span_of(at, at + len(a.short))
            if name is None or any(c.start == name.start_char for c in self.proposed):
                continue
            si = self.tok_sent.get(name.start)
            if si is None:
                continue
            sent = self.sents[si]
            whole = self._span_of(a.start, a.end)
            first = min(name.start, whole.start) if whole is not None else name.start
            for v in range(sent.start, first):
                if self.lower[v] in self._PROPOSE_TO_VERBS and v + 1 < first and self.lower[v + 1] == "to" \
                        and (self._we_subject(v) or self._this_work_subject(v)):
                    self._propose(name, v, si, sent, rule="propose-to-short", top_level=True)
                    break

    #: Verbs by which the authors define a notion of their own ("we define the zorb
    #: distance (ZD)", "we first formalize plonk decision processes (PDP)").
    _DEFINE_FORMS = frozenset("define defines formalize formalizes formalise formalises".split()) | (
        frozenset({"obtain", "obtains"}) if OBTAINED_NAMES else frozenset())

    def _defined_proposals(self):
        """Acronym-defined names that the authors define (rule ``propose-defined``): "we
        define the zorb distance (ZD), a measure of ...", "In this paper, we first formalize
        plonk decision processes (PDP) by ...", and what their construction gives ("By
        stacking two such layers, we obtain a Deep Zorb Network (DZN)").

        A verb of :data:`_DEFINE_FORMS` whose subject is "we" (:meth:`_we_subject`), then
        at most "the" / "a" / "an" / "new" / "novel", then the long form of an acronym
        pair (either case) that no vocabulary knows (:meth:`_known_name` on both sides,
        the metric and task gazetteers on the long form): the long form is proposed through :meth:`_propose`, which refuses a
        problem or setting ("we formalize an Offline Zorb (OZ) problem"). Not "we define
        X as ..." (the words between verb and name must be those listed), nor a passive
        "is defined"."""
        low = self.lower
        for v in _positions_between(low, self._DEFINE_FORMS, 0, len(low)):  # (the verbs' tokens only)
            if self.pos[v] != "VERB" or not self._we_subject(v):
                continue
            k = v + 1
            while k < len(low) and low[k] in ("the", "a", "an", "new", "novel"):
                k += 1
            if k >= len(low):
                continue
            start = self.idx[k]
            name = self._new_long_form(next((p for p in self.pairs if p[1][0] == start), None))
            if name is None:
                continue
            si = self.tok_sent[v]
            self._propose(name, v, si, self.sents[si], rule="propose-defined")

    #: Verbs by which the authors study or explore a thing that an appositive then calls
    #: new ("This paper explores Zorb Diffusion: a new approach ...").
    _STUDY_FORMS = frozenset("study studies explore explores formalize formalizes formalise formalises".split())

    def _studied_proposals(self):
        """Rule ``propose-studied``: a coined name that the authors study or explore, with an
        indefinite appositive right after it: "We thus study ZorbQLR: an optimiser combining
        ...", "This paper explores Zorb Diffusion: a new approach that ...". A verb of
        :data:`_STUDY_FORMS` whose subject is "we" or "this paper / work" (an adverb may
        stand between), at most "the", then a name span (not a single title word) that
        ends, past its bracketed short form, at ":", "," or a dash followed by "a" / "an".
        The name goes through :meth:`_propose`, which refuses known methods, tasks and
        data; an appositive that calls the name established (:data:`_ESTABLISHED_MARKS`:
        "a popular benchmark") or a name any vocabulary knows is left alone. Without the
        appositive "we study X" is analysis of an existing object, no proposal."""
        low, words = self.lower, self.words
        for v in _positions_between(low, self._STUDY_FORMS, 0, len(low)):  # (the verbs' tokens only)
            if self.pos[v] != "VERB" or not (
                    self._we_subject(v) or self._this_work_subject(v)):
                continue
            si = self.tok_sent[v]
            sent = self.sents[si]
            k = v + 1
            if k + 1 < sent.end and low[k] == "and" and low[k + 1] in self._STUDY_FORMS:
                k += 2  # "we formalize and study X"
            if k < sent.end and low[k] == "the":
                k += 1
            n = self.name_at.get(k)
            if n is None or n.label_ == "SINGLE":
                continue
            e = self._past_short_form(n)
            if e is None or e + 1 >= sent.end or words[e] not in (":", ",", "-", "—", "–") \
                    or low[e + 1] not in ("a", "an"):
                continue
            if any(low[x] in _ESTABLISHED_MARKS | _USED_MODEL_MARKS for x in range(e + 1, min(sent.end, e + 6))):
                continue  # "we study ZorbBench, a popular benchmark": an existing one
            key = _norm(self._span_text(n))
            if key in self.method_gaz_keys or key in technique_keys() or key in self.task_gaz_keys \
                    or key in self.dataset_gaz_keys:
                continue
            self._propose(n, v, si, sent, rule="propose-studied")

    #: Verbs by which the authors recast something known as a thing of their own ("we
    #: generalize MFC ... as Zorb Field Control (ZFC)", "we frame the scheme as X (XX)").
    _RECAST_FORMS = frozenset(
        """generalize generalizes generalise generalises recast recasts frame frames reframe
        reframes""".split())

    def _recast_proposals(self):
        """Rule ``propose-recast``: "We generalize MFC to instead model many agents - as
        Major-Zorb Field Control (MZFC)", "we frame the proposed scheme as Simplified Plonk
        Transformers (SPFormer)": after a verb of :data:`_RECAST_FORMS` whose subject is
        "we" (:meth:`_we_subject`), the first "as" of its sentence (within 25 tokens),
        then at most "a" / "an" / "the" / "new" / "novel", opens the long form of an
        acronym pair; that long form is proposed through :meth:`_propose` unless a
        vocabulary knows either side (:meth:`_known_name`; the metric and task
        gazetteers on the long form). Not "we formulate X as a Markov Decision Process
        (MDP)": "formulate" casts a problem into a known frame, and is no verb here."""
        low = self.lower
        for v in _positions_between(low, self._RECAST_FORMS, 0, len(low)):  # (the verbs' tokens only)
            if self.pos[v] != "VERB" or not self._we_subject(v):
                continue
            si = self.tok_sent[v]
            sent = self.sents[si]
            k = next((x for x in range(v + 1, min(sent.end, v + 25)) if low[x] == "as"), None)
            if k is None:
                continue
            k += 1
            while k < sent.end and low[k] in ("the", "a", "an", "new", "novel"):
                k += 1
            if k >= sent.end:
                continue
            start = self.idx[k]
            name = self._new_long_form(next((p for p in self.pairs if p[1][0] == start), None))
            if name is not None:
                self._propose(name, v, si, sent, rule="propose-recast")

    #: Nouns of an abstract artifact whose "of" phrase names the contribution itself ("we
    #: introduce the concept of X", "we propose the notion of X", "the metric X").
    _CONCEPT_NOUNS = frozenset("concept notion idea mechanism metric measure principle".split())
    #: Words that close a lower-case concept name ("the concept of X, which ...").
    _CONCEPT_NAME_ENDS = frozenset({",", "(", ".", ";", ":", "that", "which", "to", "as", "—", "–"})
    #: Contribution verbs that bring in a concept of the authors' own (not "formulate the
    #: notion of flat minima", which states an existing one).
    _CONCEPT_VERB_STEMS = ("propos", "introduc", "present", "develop", "devis")

    def _concept_proposals(self):
        """Rule ``propose-concept``: the name of a concept that a contribution verb (or
        "introducing", "proposing") brings in as its object: "we introduce the concept of
        scalable zorb kernels (SZKs)", "by introducing the concept of Plonk Neurons", "we
        propose the notion of zorb compactness, which ...", "we propose the metric zorb
        compactness, which ...". The object is "the" / "a" / "a new" / "a novel", a noun of
        :data:`_CONCEPT_NOUNS` and "of" (without "of" only "the metric / measure /
        mechanism X": "a novel metric learning scheme" names no metric) and an optional
        "the". The name is the long form of an acronym definition that starts there (not
        one whose bracket goes on with a noun, "the concept of zorb plonk (ZP) adjustment", or
        with "into", which brings an existing concept to a new place);
        else a name-shaped span (:mod:`kg.extract.names`, not a single title word), or two to
        four lower-case words (nouns, adjectives, gerunds; the first may be capitalised:
        "the concept of Zorb noise"), a name-shaped span going on with such words
        ("L2-zorb stability"), closed by :data:`_CONCEPT_NAME_ENDS`. A lower-case name after
        "metric", "measure", "mechanism", "idea" or "principle" must be written again in the
        abstract: a concept written once is no coined name (eval README: "unnamed methods and
        concepts written once are not" proposals), unless "the concept / notion of" fixes it
        (dev21's call: "we propose the concept of X" is a proposal); a naming participle after
        the name's comma gives the real name ("a notion of X, called Y"). The verb is one of
        :data:`_CONCEPT_VERB_STEMS` ("formulates the notion of flat minima" states a known
        concept). A name known as a method, technique or task (Papers with Code, CSO) is no
        new concept ("the concept of conditional mutual information (CMI)"). Only in a
        sentence whose subject is the authors ("we" before the verb, or "this paper / work"
        as the subject)."""
        low, words = self.lower, self.words
        n_tok = len(words)
        for v in _positions_between(low, _PROPOSE_SET, 0, n_tok - 4):
            if not low[v].startswith(self._CONCEPT_VERB_STEMS) or low[v] not in _PROPOSE_SET or self.pos[v] != "VERB":
                continue  # ("we apply the design principle of X": "design" is a noun)
            sent = self.sents[self.tok_sent[v]]
            if not (any(low[x] == "we" for x in range(sent.start, v))
                    or self._this_work_subject(v)):
                continue
            j = v + 1
            if low[j] in ("a", "an", "the"):
                j += 1
            if j < sent.end and low[j] in _NEW_WORDS:
                j += 1
            if j >= sent.end or low[j] not in self._CONCEPT_NOUNS:
                continue
            noun = low[j]
            j += 1
            if j < sent.end and low[j] == "of":
                j += 1
            elif noun in ("concept", "notion", "idea", "principle") or low[j - 2] != "the":
                continue  # ("a novel metric learning scheme": "metric" modifies the noun)
            if j < sent.end and low[j] == "the":
                j += 1
            if j >= sent.end:
                continue
            name = self._long_form_at(j, sent.end)
            if name is not None:
                close = next((x for x in range(name.end, min(sent.end, name.end + 8)) if words[x] == ")"), None)
                if close is None or close + 1 < sent.end and (words[close + 1].islower() and self.pos[close + 1] == "NOUN"
                                                              or low[close + 1] == "into"):
                    continue  # "the concept of conditional front-door (CFD) adjustment": a modifier;
                    # "introduce the concept of X (XX) into Y": an existing concept brought to Y
            else:
                n = self.name_at.get(j)
                k = n.end if n is not None and n.label_ != "SINGLE" else j
                while k < sent.end and k < j + 5 and (words[k] == "-" or words[k].replace("-", "").isalpha()
                                                       and (words[k].islower() or k == j and words[k][1:].islower())
                                                       and self.pos[k] in ("NOUN", "ADJ", "VERB", "PROPN")
                                                       and low[k] not in _NAME_PHRASE_STOP and low[k] not in _NAMING_FORMS):
                    k += 1
                if k >= sent.end or not (words[k] in self._CONCEPT_NAME_ENDS or low[k] in self._CONCEPT_NAME_ENDS) \
                        or words[k - 1] == "-" or k == j:
                    continue
                lower_phrase = n is None or n.end == j or n.label_ == "SINGLE"
                if n is not None and n.end == k and n.label_ != "SINGLE":
                    name = n
                elif lower_phrase and not 2 <= k - j <= 4:
                    continue
                else:
                    name = Span(self.doc, j, k, label="NAMED")
                if lower_phrase and noun not in ("concept", "notion") and self.text.lower().count(name.text.lower()) < 2:
                    continue  # a concept written once is no coined name
                if words[k] == "," and k + 1 < sent.end and low[k + 1] in _NAMING_FORMS:
                    continue  # "a notion of group fairness, called the core": the name follows
            key = _norm(self._span_text(name))
            if key in self.method_gaz_keys or key in technique_keys() or key in self.task_gaz_keys:
                continue  # "we introduce the concept of conditional mutual information (CMI) into X": known
            self._propose(name, v, self.tok_sent[v], sent, rule="propose-concept", top_level=True)

    #: Lower-case words that may join the words of a proposal's long form before its
    #: bracketed short form ("Bi-Level Graph Transformer with Collaborative Training (CoBFormer)").
    _LONG_FORM_JOINERS = frozenset("with for of and via using in on by from to".split())

    def _unordered_short_forms(self):
        """Rule ``propose-object+acronym`` for a short form whose letters the acronym rules
        (:mod:`kg.extract.abbreviations`, which read the letters in order) do not pair with
        the proposal's long form: "we propose a Bi-Level Global Graph Transformer with
        Collaborative Training (CoBFormer)", "Generalized Policy Iteration using Tensor Train
        (TTPI)". The long form runs from a proposed name (no pair of its own) over capitalised
        words and lower-case joiners (:data:`_LONG_FORM_JOINERS`) to a bracket that holds one
        coined word; each of at least three parts of that word (a capital and the small
        letters after it: "Co", "B", "Former") must open a distinct capitalised word of the
        long form (a part of four letters or more may also end one: "Former" of
        "Transformer"). The pair is recorded as an acronym definition (rule ``unordered``; on
        the Doc too, so that entity resolution makes one node of both forms), the proposal
        grows to the whole long form ("with Collaborative Training" is no second proposal)
        and the short form is proposed beside it.

        The letter test follows the idea of Schwartz and Hearst (2003, "A simple algorithm
        for identifying abbreviation definitions in biomedical text") without their order
        constraint, made strict instead by the part count and the one-word-per-part match.
        """
        words, low = self.words, self.lower
        for c in list(self.proposed):
            if c.etype != "Method" or c.whole is not None or c.aliases or self._pair_of(c.start, c.end) is not None:
                continue
            k = bisect_left(self.idx, c.end)
            steps = 0
            while k < len(words) and words[k] != "(" and steps < 8 and (
                    low[k] in self._LONG_FORM_JOINERS or words[k][:1].isupper() or words[k] == "-"):
                k += 1
                steps += 1
            if not (k + 2 < len(words) and words[k] == "(" and words[k + 2] == ")") or k == 0 \
                    or low[k - 1] in self._LONG_FORM_JOINERS:
                continue
            short = words[k + 1]
            parts = re.findall(r"[A-Z][a-z]*", short)
            if len(parts) < 3 or "".join(parts) != short.replace("-", ""):
                continue
            ss, se = self.idx[k + 1], self.idx[k + 1] + len(short)
            if self._pair_of(ss, se) is not None:
                continue
            long_end = self.idx[k - 1] + len(words[k - 1])
            long = self.text[c.start:long_end]
            if not _parts_open_words(parts, long):
                continue
            new = Acronym(short=short, long=long, start=c.start, end=se, rule="unordered")
            self.acronyms.append(new)
            self.pairs.append(((ss, se), (c.start, long_end), new))
            self.alias.setdefault(_norm(short), set()).add(_norm(long))
            self.alias.setdefault(_norm(long), set()).add(_norm(short))
            rows = list(self.doc._.paperkg_acronyms or ()) + [astuple(new)]
            self.doc._.paperkg_acronyms = sorted(rows, key=lambda t: (t[2], t[3], t[0]))
            c.end = long_end
            o = self.add(ss, se, c.etype, c.role, c.rule + "+acronym", c.conf, whole=c.whole)
            c.aliases.append(o)

    #: Roman numerals and letters in their order, for enumeration markers ("(i)", "b)").
    _ENUM_ORDER = ("i ii iii iv v vi".split(), "a b c d e f".split())
    #: Words that open an enumeration item before its name ("(i) a new X").
    _ITEM_OPENERS = frozenset({"a", "an", "the", "novel", "new", "our"})
    #: Tokens that may follow an item's name: an appositive, a bracket, the item's end or a
    #: purpose or relative clause ("(i) X, a ...", "1. X for retrieval", "(ii) X that ...").
    _ITEM_NAME_ENDS = frozenset({",", "(", ":", ";", ".", "-", "—", "–", "which", "that", "for", "to", "and"})

    def _enum_marker(self, i: int) -> Optional[tuple[str, int]]:
        """The enumeration marker at token ``i``: ``(value, body)`` for "(i)", "(2)",
        "ii)", "b)" and "1." (a number and a period, which ends a sentence for the
        sentence splitter), where ``body`` is the token after the marker; None when no
        marker starts at ``i``."""
        words, low = self.words, self.lower
        n = len(words)
        if words[i] == "(" and i + 2 < n and low[i + 1] in _ENUM_MARKERS and words[i + 2] == ")":
            return low[i + 1], i + 3
        if low[i] in _ENUM_MARKERS and i + 1 < n and words[i + 1] == ")" and (i == 0 or words[i - 1] != "("):
            return low[i], i + 2
        if words[i].isdigit() and len(words[i]) == 1 and i + 1 < n and words[i + 1] == "." \
                and (i == 0 or words[i - 1] in (":", ",", ";", "and", ".")) and i + 2 < n and self.ws[i + 1]:
            return words[i], i + 2
        return None

    def _next_marker_value(self, value: str) -> Optional[str]:
        """The marker after ``value`` in its series ("ii" after "i", "3" after "2",
        "c" after "b"), or None."""
        if value.isdigit():
            return str(int(value) + 1)
        for series in self._ENUM_ORDER:
            if value in series and series.index(value) + 1 < len(series):
                return series[series.index(value) + 1]
        return None

    def enumerated_proposals(self):
        """Items of an enumeration that a contribution cue opens (rule ``propose-enumerated``):
        "We propose two architectures: 1. AlphaNet, ..., and 2. BetaNet, ...", "We make
        three contributions: (i) GraphMix, a mixing layer; (ii) NodeDrop, ...", "we
        introduce i) SwiftRank for retrieval, ii) SlowRank ...".

        The first marker ("(i)", "i)", "(1)", "1)", "1.", "(a)") must follow the cue (a
        contribution verb of :meth:`_cue_matches`, or "contribution(s)" in a sentence with
        "we" / "our") within twelve tokens, with no name between them; the markers that
        follow must continue its series ("(ii)" after "(i)"), within 60 tokens each (a
        marker "1." ends a sentence for the splitter, so the list may cross sentences). The
        name that opens each item (after "a", "the", "novel", ...) is proposed when an
        appositive, a bracket, the item's end, a purpose or relative clause or a benchmark
        noun ("1) the FooQA dataset") follows it; an established method (Papers with Code)
        only with an appositive that describes it ("(iii) EdgeFlow, a message passing
        scheme"); never a name whose appositive makes it a version of something else ("2) X,
        a refashioned version of an established dataset"; :data:`_DERIVATIVE_NOUNS`). The
        items are siblings: none becomes a part of another or of an earlier main method, and
        the markers are no component enumeration (:meth:`components`). An item that opens
        with a label of one capitalised and lower-case words before a colon ("(1) Training
        strategy decomposition: We devise ...") has that label as its name
        (:meth:`_colon_item_name`)."""
        low = self.lower
        anchors = [(v, self.tok_sent[v]) for v in self.proposal_verbs]
        has_contribution = "contributions" in low or "contribution" in low
        for si, sent in enumerate(self.sents if has_contribution else ()):
            for k in range(sent.start, sent.end):
                if low[k] in ("contribution", "contributions") and any(
                        low[x] in ("we", "our") for x in range(sent.start, sent.end)):
                    anchors.append((k, si))
                    break
        for v, si in sorted(set(anchors)):
            first = None
            for i in range(v + 1, min(len(low) - 1, v + 13 + _LONG_ENUM_REACH)):
                if i in self.name_at:
                    break  # a name before any marker: the cue's own object
                m = self._enum_marker(i)
                if m is not None and m[0] in ("i", "1", "a") and (i <= v + 12 or self.words[i - 1] == ":"):
                    first = (i, m)  # (farther than twelve tokens only right after a colon: "we
                    break  # propose a new X method with two novel ideas: (1) A: ...; (2) B: ...")
            if first is None:
                continue
            items = [first]
            while True:
                i, (value, body) = items[-1]
                want = self._next_marker_value(value)
                nxt = next(((j, self._enum_marker(j)) for j in range(body, min(len(low), body + 60))
                            if self._enum_marker(j) is not None and self._enum_marker(j)[0] == want), None)
                if nxt is None or want is None:
                    break
                items.append(nxt)
            if len(items) < 2:
                continue
            for i, (_value, body) in items:
                self._enum_items.add(i)
                k = body
                while k < len(low) and low[k] in self._ITEM_OPENERS:
                    k += 1
                n = self.name_at.get(k)
                if COLON_ITEM_NAMES and (n is None or n.label_ == "SINGLE"):
                    n = self._colon_item_name(k, min(len(low), k + 6)) or n  # "(1) Training strategy decomposition: ..."
                if n is None or n.end >= len(low) or self.words[n.end] not in self._ITEM_NAME_ENDS \
                        and low[n.end] not in self._ITEM_NAME_ENDS and low[n.end] not in _OWN_DATA_HEADS:
                    continue  # ("1) the FooQA dataset, ...": a name before its benchmark noun)
                txt = self._span_text(n)
                e = n.end  # past a bracket: "2) X (X-IV), a ..."
                if self.words[e] == "(":
                    e = next((j + 1 for j in range(e, min(len(low) - 1, e + 12)) if self.words[j] == ")"), e)
                appositive = e + 1 < len(low) and self.words[e] in (",", "-", "—", "–") and low[e + 1] in ("a", "an")
                if txt in L.GENERIC_ABBREVIATIONS or self._is_model_name(txt) or \
                        _norm(txt) in self.dataset_gaz_keys and not appositive:
                    continue
                if (_norm(txt) in self.method_gaz_keys or n.label_ == "SINGLE") and not appositive:
                    continue
                if appositive and any(_singular(low[x]) in _DERIVATIVE_NOUNS and low[x + 1] == "of"
                                      for x in range(e + 2, min(len(low) - 1, e + 6))):
                    continue  # "2) X, a refashioned version of an established dataset": not new
                nsi = self.tok_sent[n.start]
                self._propose(n, v, nsi, self.sents[nsi], rule="propose-enumerated", top_level=True)

    def _pointed(self, c: _Cand) -> bool:
        """Whether the proposal ``c`` or one of its aliases is a name given to a thing the
        text points back at (:meth:`_names_anaphoric_object`; with
        :data:`ANAPHORIC_NAMED_NO_PART`)."""
        pointed = getattr(self, "_pointed_names", None)
        if not pointed:
            return False
        if any(a.start in pointed for a in [c] + list(c.aliases)):
            return True
        pair = self._pair_of(c.start, c.end)  # the short form of a pointed name: "Zorb Hitters (ZH)"
        return pair is not None and pair[1][0] in pointed

    def _names_anaphoric_object(self, v: int, name: Span) -> bool:
        """Whether the naming verb at token ``v`` gives ``name`` to a thing the text points
        back at: a pointing determiner (:data:`_POINTING_DETERMINERS`) within the words
        between the verb and the name ("We call these tokens Zorb Hitters (ZH)", "we term
        this condition X", "refer to such a shift as X"), or a relative "which / that we"
        before the verb whose noun phrase, at most four words back, opens with one ("these
        pruned subnetworks, which we term X"). Such a name is what the paper found or
        defined, never a part of its method.

        Args:
            v: token index of the naming verb. name: the named span.
        Returns:
            True when the named thing is pointed back at.
        """
        low = self.lower
        if name.start - v <= 6 and any(low[x] in _POINTING_DETERMINERS for x in range(v + 1, name.start)):
            return True
        if v >= 3 and low[v - 1] == "we" and low[v - 2] in ("which", "that"):
            k = v - 3
            if self.words[k] == ",":
                k -= 1
            for x in range(k, max(-1, k - 5), -1):
                if low[x] in _POINTING_DETERMINERS:
                    return True
                if self.pos[x] not in ("ADJ", "NOUN", "PROPN", "VERB") and self.words[x] != "-":
                    return False
        return False

    def _cue_proposals(self):
        doc = self.doc
        self._enum_items: set[int] = set()
        self._means_cues: list[int] = []
        #: start offsets of names given to a thing pointed back at (:meth:`_names_anaphoric_object`)
        self._pointed_names: set[int] = set()
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
                if CAPITAL_NAMING_WORDS and v > sent.start and self.words[v][:1].isupper():
                    continue  # "Extractive QA and Named Entity Recognition": a word of a name, no naming verb
                if self.lower[v] == "as" and self.lower[v - 1] == "known" and not self._own_descriptor_known_as(v, sent):
                    continue  # "these algorithms, known as DP-X", "a loss, known as the Y": existing names
                if any(self.lower[x] in L.COMPARE_CUES and not (self.lower[x] == "than" and self.lower[x - 1] == "rather")
                       for x in range(sent.start, v)):
                    continue  # "X outperforms the most widely used tool called Y": Y is the baseline
                    # ("based on points rather than images, which we call X": no comparison)
                if self._equated_with(v, sent):
                    continue  # "Adam corresponds to a framework called X": X exists already
                if self._adopted_before(v, sent):
                    continue  # "this paper adopts a class of models termed X (XX)": X exists already
                if PRIOR_WORK_NAMED and self._prior_named(v, sent):
                    continue  # "we explore a recent method called X": X exists already
                if PREPOSITIONAL_NAMED and self._prepositional_named(v, sent):
                    continue  # "in the context of the belief theory called X": a setting, not the contribution
                if not self._speaks_of_own_work(sent) and not self._definite_descriptor_subject(v, sent) \
                        and not any(p < si for p in self.proposal_sents):
                    continue  # "A recent class of models called X (XX) addresses this": prior work
                    # (after the paper's first contribution sentence a name is its own: "We
                    # propose two estimators. One ..., called X")
                n = self._named_phrase(v, sent)
                if n is None:
                    n = self._own_lowercase_name(v, sent)  # "Our method, called score debiasing, ..."
                if n is None:
                    n = self._coined_lowercase_name(v, sent)  # "..., which we term pseudo-disturbances, ..."
                if n is not None and self._names_a_problem(v, sent) \
                        and not (NAMES_GOING_ON_PAST_ACRONYM and self._name_goes_on_past_acronym(n)):
                    self._named_problems.append(n)  # "an online learning problem, called X": a task
                elif n is not None and IMPLEMENTED_AS and v in self._implemented_verbs:
                    # "We implement this scheme as X": X is the whole the earlier proposals build
                    self._propose(n, v, si, sent, rule="propose-named", top_level=True)
                    made = self._cand_at(n)
                    if made is not None and si > (self.main_sent or 0):
                        self._promote_title(made)
                    continue
                elif n is not None:
                    pointed = ANAPHORIC_NAMED_NO_PART and self._names_anaphoric_object(v, n)
                    if pointed:
                        self._pointed_names.add(n.start_char)
                    self._propose(n, v, si, sent, rule="propose-named", top_level=pointed)
                    second = self._second_named(n, sent) if NAMED_PAIRS else None
                    if second is not None and self._cand_at(n) is not None:
                        self._propose(second, v, si, sent, rule="propose-named",
                                      sibling_of=self._cand_at(n))
                continue
            if self._prior_work_subject(v, sent):
                continue  # "Recent work proposed X (XX)": X is an existing method, not ours
            report_end = None  # names before it are reported on, not proposed
            if BRACKETED_EXAMPLES and self._report_object(v):
                report_end = self._coordinated_verb_after(v, sent)
                if report_end is None:
                    continue  # "We present results showing ... (including A and B)": a report, no proposal
            self.proposal_sents.add(si)
            self.proposal_verbs.append(v)
            wend = self._window_end(v, sent)
            cands = []
            problem_names: set[tuple[int, int]] = set()
            for n in self._names_in(v + 1, wend):
                if self._blocked_by_prep(v, n.start) or self._derivative_of(v, n) or self._of_long_form(v, n):
                    continue
                if report_end is not None and n.start < report_end:
                    continue  # in the reported object, before "and <verb>"
                if BRACKETED_EXAMPLES and self._bracketed_example(v, n):
                    continue  # "results across 8 datasets (including A and B)": examples, not the contribution
                if (n.start_char, n.end_char) in problem_names:
                    continue
                lf = self._long_form_tok(n)
                if lf - 1 > v and (self.lower[lf - 1] in _NAMING_FORMS or self.lower[lf - 1] in
                                   ("name", "call", "term", "dub", "coin") and self.lower[lf - 2] == "we") \
                        and self._names_a_phenomenon(lf - 1, sent):
                    continue  # "..., a failure mode which we name gradient echo (GE)": an effect
                if n.start - 1 > v and self.lower[n.start - 1] in _NAMING_FORMS and \
                        self._names_a_problem(n.start - 1, sent):
                    # "we introduce a challenging problem named X (XX)": X and XX name a task
                    pair = self._pair_of(n.start_char, n.end_char)
                    if pair is not None:
                        problem_names.update({pair[0], pair[1]})
                    continue
                if n.end + 1 < len(doc) and _SIZE_RE.match(self.words[n.end]) and self.ws[n.end - 1] \
                        and self.words[n.end + 1] in (",", "(", ":", ".", ";"):
                    n = Span(doc, n.start, n.end + 1, label=n.label_)  # "we release Zorb 1B, a ...": a sized model
                elif VERSIONED_NAMES and n.end + 1 < len(doc) and n.start == v + 1 and _VERSION_RE.match(self.words[n.end]) \
                        and self.ws[n.end - 1] and (self.words[n.end + 1] in (",", "(", ":", ".", ";")
                                                    or self.lower[n.end + 1] in ("to", "that", "which", "for")):
                    n = Span(doc, n.start, n.end + 1, label=n.label_)  # "we present ZorbTTS 2, a ...": a version
                if n.label_ == "SINGLE":
                    prev = doc[n.start - 1] if n.start > 0 else None
                    nxt = doc[n.end] if n.end < len(doc) else None
                    ok_prev = n.start == v + 1 or (prev is not None and prev.text in (",", ":", "(")) \
                        or (APPOSITIVE_THE and self._comma_the_appositive(n)) \
                        or (prev is not None and prev.lower_ == "as" and self.lower[n.start - 2] == "known") \
                        or (prev is not None and prev.lower_ in ("the",) and n.start == v + 2) \
                        or (prev is not None and prev.lower_ in L.METHOD_DESCRIPTOR_HEADS and bool(cands)
                            and self._names_descriptor_of(n, cands[-1])) \
                        or (DESCRIPTOR_SINGLE_NAMES and prev is not None and not cands
                            and prev.lower_ in L.METHOD_DESCRIPTOR_HEADS and self._indefinite_object(v, n.start - 1))
                    ok_next = nxt is None or nxt.text in (",", "(", ":", ".", ";") or (
                        nxt.text in _APPOSITIVE_DASHES and n.end + 1 < len(doc)
                        and doc[n.end + 1].lower_ in ("a", "an")) or (  # "presents X - a novel ..."
                        n.start == v + 1 and nxt.lower_ in ("a", "an") and any(  # "we propose X a simple
                            _singular(self.lower[x]) in L.METHOD_DESCRIPTOR_HEADS  # architecture that ...":
                            for x in range(n.end + 1, min(len(doc), n.end + 6))))  # the comma left out
                    if not (ok_prev and ok_next):
                        continue
                cands.append(n)
            phrase = self._lowercase_phrase_appositive(v, wend)
            if phrase is not None and cands and cands[0].start >= phrase.start and cands[0].end <= phrase.end:
                cands = [phrase]  # "we introduce the predictive CVaR policy gradient, a novel approach"
            if not cands:
                phrase = self._capitalised_phrase_appositive(v, wend) or phrase \
                    or self._coined_word_appositive(v, wend)
                if phrase is not None:
                    cands.append(phrase)  # "we introduce Lookahead decoding, an exact ... algorithm"
            if not cands and NAMELY_AFTER_WINDOW:
                namely = self._namely_name_after(v, wend, sent)
                if namely is not None:
                    # "we propose a new approach that ..., namely DELI": the name the clause closes with
                    self._propose(namely, v, si, sent, rule="propose-namely")
                    continue
            if not cands:
                self._means_cues.append(v)  # read by means_names, after the title rules
            if cands:
                # a strong or multi-word name beats a preceding single title word; an
                # appositive name ("a ... model with TransFormer, DiffTF,") beats a name
                # that only modifies a noun of the object phrase
                first = cands[0]
                if first.label_ == "SINGLE" and len(cands) > 1 and not (
                        first.start == v + 1 or (first.start == v + 2 and doc[v + 1].lower_ == "the")):
                    first = cands[1]
                if (self._modifies_noun(first) or self._means_modifier(first)) \
                        and self._pair_of(first.start_char, first.end_char) is None:
                    # ("a GPT based model, Duolando,": the name before a spaced means
                    # participle is what the model is built on, the appositive names it)
                    for later in cands[cands.index(first) + 1:]:
                        if self._is_appositive(later):
                            first = later
                            break
                nxt_name = next((c for c in cands[cands.index(first) + 1:]), None)
                if nxt_name is not None and (self._pair_of(first.start_char, first.end_char) is None
                                             or self._span_text(first) in L.GENERIC_ABBREVIATIONS) \
                        and self._names_descriptor_of(nxt_name, first):
                    first = nxt_name  # "a novel FRL algorithm FLUTE": FLUTE, an FRL algorithm
                n_before = len(self.proposed)
                if COORDINATED_NAMES:
                    # "we introduce Fast and Forgetful Memory", "we present Zorb Reasoning,
                    # Plonking, and eXecution Evaluation, a benchmark": one name
                    for c in cands[cands.index(first):]:
                        wide = self._coordinated_name(c, v)
                        if wide.start < c.start and wide.start <= first.start:
                            first = wide
                            cands = [wide] + cands[cands.index(c) + 1:]
                            break
                if not self._names_the_kind(first) and not (KNOWN_KIND_MODIFIERS and self._known_kind(first)):
                    self._propose(first, v, si, sent, rule="propose-object")
                if len(self.proposed) == n_before:
                    # the first name was refused ("a novel PDE dataset generation algorithm,
                    # namely Differential Operator Action (DOA)"): a later name that an
                    # acronym defines and that stands in apposition is the proposal
                    later = next((c for c in cands[cands.index(first) + 1:]
                                  if self._pair_of(c.start_char, c.end_char) is not None
                                  and self._appositive_slot(c.start)), None)
                    if later is not None:
                        first = later
                        self._propose(first, v, si, sent, rule="propose-object")
                expansion_end = self._colon_expansion_end(first)
                if expansion_end > first.end and self.words[first.end] == ":":
                    self._add_expansion(first, expansion_end)
                # "we design a World State Model ..., along with a Curriculum Generator"
                tools = False
                # "we introduce three benchmarks: A, B, and C": the names of a bare list
                # after a colon are siblings of the first
                # (a colon after a plural descriptor, "three benchmarks:", not "three aspects:";
                # not a list of known ones, "versions of popular benchmarks: A, B")
                list_end = first.end if first.start > v + 2 and self.words[first.start - 1] == ":" \
                    and self._cand_at(first) is not None \
                    and _singular(self.lower[first.start - 2]) in L.METHOD_DESCRIPTOR_HEADS | L.BENCHMARK_HEADS \
                    and not any(self.lower[x] in _ESTABLISHED_MARKS | _USED_MODEL_MARKS
                                for x in range(v + 1, first.start)) else -1
                for later in [n for n in self._names_in(expansion_end, wend)]:
                    if list_end >= 0 and later.start > list_end and \
                            all(self.lower[x] in (",", "and") for x in range(list_end, later.start)):
                        list_end = later.end
                        if self.lower[later.start - 1] == ",":
                            self._propose(later, v, si, sent, rule="propose-conjoined",
                                          sibling_of=self._cand_at(first))
                            continue
                    else:
                        list_end = -1
                    k = later.start - 1
                    while k > v and doc[k].lower_ in ("a", "an", "the", "novel", "new"):
                        k -= 1
                    # "we introduce two algorithms: A, an extension of B to C, and D": the
                    # prepositions of A's appositive do not make D what A is applied to
                    appositive = self.words[first.end] == "," and self.words[k - 1] == "," and \
                        any(self.lower[x] in _COUNT_WORDS for x in range(v + 1, first.start))
                    if doc[k].lower_ == "with" and self.lower[k - 1] in _TOOL_PARTICIPLES:
                        tools = True
                        continue  # "an assistant built with ASP.NET": the tool it is made with
                    if tools and doc[k].lower_ == "and":
                        continue  # "implemented with ASP.NET Core and SQL Server": a second tool
                    tools = False
                    if BRACKETED_GLOSS and first.end < later.start and self.words[first.end] == "(" \
                            and ")" not in self.words[first.end:later.start]:
                        continue  # "X (“Zorb RL with Plonk Dynamics”)": words of X's gloss
                    if self._second_appositive(first, later, v):
                        # "we introduce an optimizer, A, and a scheduler, B, that ...": B names
                        # the second descriptor as A names the first
                        self._propose(later, v, si, sent, rule="propose-conjoined",
                                      sibling_of=self._cand_at(first))
                        continue
                    if later.label_ != "SINGLE" and (doc[k].lower_ in ("and", "&", "with") or
                                                     doc[max(0, k - 2):k + 1].text.lower() == "as well as") \
                            and not self._analysed_objects(v, later.start) \
                            and (appositive or not any(self.pos[x] == "ADP" and self.lower[x] not in ("as", "with")
                                                       for x in range(first.end, later.start))):
                        # ("... (Cal-X), particularly for A, B, and C": C is what it is applied to)
                        # "we propose A and B" (or "A & B"): B is A's sibling, not its part ("along
                        # with B" is a part)
                        self._propose(later, v, si, sent, rule="propose-conjoined",
                                      sibling_of=self._cand_at(first) if self._coordinated(first, later) else None)
            # conjoined acronym-defined names later in the sentence: "..., and Y (YY), which"
            for n in self._names_in(wend, sent.end):
                prev = doc[n.start - 1]
                j = n.start - 1
                while j > wend and self.lower[j] in ("novel", "new"):
                    j -= 1
                if self.lower[j] in ("a", "an") and self.lower[j - 1] == "and" and n.label_ != "SINGLE" \
                        and len(n) >= 2 and self.words[n.end - 1][:1].isupper() \
                        and _singular(self.lower[n.end - 1]) in L.METHOD_DESCRIPTOR_HEADS \
                        and self._lower_head_after(n) is None and self.lower[wend] not in ("that", "which", "who"):
                    # (not "X, that combines A and a Zorb Transformer sublayer": X's part in a clause)
                    prev = doc[j - 1]  # "we propose X to ... and a Zorb-Corrective Plonk Layer that ...":
                    pair_ok = article = True  # a second object of the verb, X's sibling
                elif APPOSITIVE_CONJUNCTS and cands and self._appositive_conjunct(first, n):
                    pair_ok = article = True  # "we propose X, a model that ..., and Y, a benchmark of ..."
                else:
                    pair_ok = self._pair_of(n.start_char, n.end_char) is not None
                    article = False
                if prev.lower_ == "and" and pair_ok \
                        and not self._analysed_objects(v, n.start) \
                        and not any(self.lower[x] in L.USE_VERBS for x in range(wend, n.start)):
                    # ("X that employs A and Kernel Density Estimation (KDE)": KDE is what X uses)
                    if not self._blocked_by_prep(v, n.start) or doc[n.start - 2].text == ",":
                        self._propose(n, v, si, sent, rule="propose-conjoined",
                                      sibling_of=self._cand_at(first) if cands and (
                                          article or self._coordinated(first, n)) else None)

    def _indefinite_object(self, v: int, h: int) -> bool:
        """Whether the tokens after the cue verb at ``v`` up to the descriptor noun at ``h``
        form one indefinite noun phrase: "a" / "an", then only adjectives, nouns, adverbs,
        hyphens and commas between modifiers ("we propose a distributed, semi-supervised
        algorithm Zorlab, ..."): the single title word after ``h`` names that object."""
        low = self.lower
        if h <= v + 1 or low[v + 1] not in ("a", "an"):
            return False
        return all(self.pos[x] in ("ADJ", "NOUN", "ADV", "VERB") and self.words[x].islower() or self.words[x] in (",", "-")
                   for x in range(v + 2, h))

    def _coordinated_name(self, n: Span, v: int) -> Span:
        """The name ``n`` after the cue at token ``v``, widened to the title-case words
        coordinated before it when they form one name with it: right after the cue (or its
        "the"), only title-case words (capital, then small letters; hyphens allowed),
        commas and a last "and" / "&" before ``n`` ("we present Zorb Reasoning, Plonking,
        and eXecution Evaluation, a benchmark ...", "we introduce Fast and Forgetful
        Memory"), with an indefinite appositive after ``n`` or the whole phrase in the
        title. A mixed-case or capital word among them ("we propose ZorbNet and PlonkNet")
        is a name of its own: ``n`` is returned unchanged, as it is when nothing stands
        before it."""
        low, words = self.lower, self.words
        k = n.start - 1
        if k <= v + 1 or low[k] not in ("and", "&"):
            return n
        start = v + 2 if low[v + 1] == "the" else v + 1
        if start >= k or words[start] == ",":
            return n
        for x in range(start, k):
            w = words[x]
            if w == "," or w == "-":
                continue
            if not re.fullmatch(r"[A-Z][a-z]+(?:-[A-Za-z][a-z]*)*", w):
                return n
        appositive = n.end + 1 < len(words) and words[n.end] == "," and low[n.end + 1] in ("a", "an")
        phrase = self.text[self.idx[start]:n.end_char]
        title = self.doc._.paperkg_title
        in_title = isinstance(title, str) and phrase.lower() in title.lower()
        if not (appositive or in_title):
            return n
        return Span(self.doc, start, n.end, label=n.label_)

    def _proposed_head_end(self, n: Span) -> Optional[int]:
        """End (exclusive token index) of the lower-case head phrase after the name ``n``
        that "the proposed" / "our proposed" opens (:data:`PROPOSED_HEAD_NAMES`): one
        lower-case noun (:meth:`_lower_head_after`) right after ``n`` ("the proposed Zorb
        ensemble aims"), followed by a verb, an auxiliary, an adverb, punctuation or a
        preposition ("the proposed ZorbKG fosters research": two nouns, the first a verb the
        tagger misread, no head). None when no such head follows, when ``n`` is a short or
        long form the text defines or a name already proposed ("the proposed IFFN module":
        IFFN is the name), or when the head is a whole-system noun (:data:`_WHOLE_HEADS`: "the proposed
        ATTA method" names the method by its kind), a data noun, a statement or an effect
        (:data:`_THEORY_NOUNS`, :data:`_PHENOMENON_NOUNS`) or a derivative ("the proposed
        ZorbCLR extensions", :data:`_DERIVATIVE_NOUNS`), or when ``n`` is a plural family
        or an acronym pair (the name then stands by itself)."""
        head = self._lower_head_after(n)
        if head != n.end or self.pos[head] != "NOUN" or self._pair_of(n.start_char, n.end_char) is not None:
            return None
        key = _norm(self._span_text(n))
        if any(_norm(a.short) == key or _norm(a.long) == key for _, _, a in self.pairs) \
                or any(_norm(self._text(a)) == key for c in self.proposed for a in [c] + list(c.aliases)):
            return None  # "the proposed IFFN module" after "an improved FFN (IFFN)": the name stands alone
        h = _singular(self.lower[head])
        if h in self._WHOLE_HEADS or h in _OWN_DATA_HEADS or h in L.BENCHMARK_HEADS or h in _THEORY_NOUNS \
                or h in _PHENOMENON_NOUNS or h in _DATA_NOUNS or h in _DERIVATIVE_NOUNS \
                or _plural_acronym(self._span_text(n)):
            return None  # ("the proposed SimCLR extensions": variants of a known method)
        nxt = head + 1
        if nxt < len(self.lower) and self.pos[nxt] not in ("VERB", "AUX", "ADV", "PUNCT", "ADP", "PART", "CCONJ"):
            return None
        return head + 1

    def _namely_name_after(self, v: int, wend: int, sent: Span) -> Optional[Span]:
        """The name after ", namely" (or ", namely,") past the object window of the cue verb
        at token ``v`` ending at ``wend`` (cut by a relative clause or an infinitive): "we
        propose a new approach that can facilitate ..., namely DELI", "we propose a novel
        data-driven LS heuristic paradigm, namely PruneX, to reduce ...", "We propose two
        algorithms to tackle the above-mentioned setting, namely R-UCBE, which ...". The
        window's object must hold a method descriptor noun (approach, paradigm, algorithm:
        :data:`~kg.extract.lexicon.METHOD_DESCRIPTOR_HEADS`), nothing but that clause may
        stand between ("namely" within 40 tokens of the verb, no second cue verb or ";"), and
        the name must be no lone title-case word ("a language other than English, namely
        Chinese").

        Returns:
            The name span, or None.
        """
        if not any(_singular(self.lower[x]) in L.METHOD_DESCRIPTOR_HEADS for x in range(v + 1, wend)):
            return None
        for k in range(wend, min(sent.end - 1, v + 40)):
            if self.words[k] == ";" or k > wend and k in self.proposal_verbs:
                return None
            if self.lower[k] != "namely" or self.words[k - 1] != ",":
                continue
            j = k + 2 if self.words[k + 1] == "," else k + 1
            n = self.name_at.get(j)
            if n is None or n.label_ == "SINGLE":
                return None
            return n
        return None

    #: Words before a descriptor that call the object of a contribution cue new.
    _NOVELTY_WORDS = frozenset("novel new innovative original".split())

    def means_names(self):
        """Rule ``propose-means`` (:meth:`_means_acronym_name`) on the contribution cues whose
        object gave no name (recorded by :meth:`_cue_proposals`); run after the title rules,
        so that a name the title already gives is not proposed again. A cue in a sentence
        that proposes something already is skipped ("we propose X (XX) via Neural Zorb
        Kernel (NZK)"); the name is a contribution of its own, no part
        (:meth:`_propose` ``top_level``)."""
        if not MEANS_ACRONYM_NAMES:
            return
        for v in getattr(self, "_means_cues", ()):
            si = self.tok_sent[v]
            if any(c.sent == si for c in self.proposed):
                continue
            name = self._means_acronym_name(v, self.sents[si])
            if name is not None:
                self._propose(name, v, si, self.sents[si], rule="propose-means", top_level=True)
            elif OPENING_DEFINED_NAMES and not any(c.sent == si for c in self.proposed):
                self._opening_defined_names(v, si)

    def _opening_defined_names(self, v: int, si: int) -> None:
        """Rule ``propose-opening``: after a contribution cue whose object is new but unnamed
        ("we propose a new evaluation protocol that measures ... as follows."), the next
        sentences that open with a new acronym-defined name as their subject ("Zorbattribute
        Divergence (ZaD) reveals the attributes ...", "Plonk Divergence (PlD) measures ...")
        name what the cue brought in. The cue's object must hold "new" / "novel"; each of
        the two sentences after the cue's is read while it opens (past "the") with the long
        form of an acronym pair that no vocabulary knows (:meth:`_pair_known`), followed
        right after its bracket by a finite verb; a sentence that does not stops the run."""
        sent = self.sents[si]
        if _NEW_WORDS.isdisjoint(self.lower[v + 1:self._window_end(v, sent)]):
            return
        for sj in range(si + 1, min(si + 3, len(self.sents))):
            nxt = self.sents[sj]
            k = nxt.start + 1 if self.lower[nxt.start] == "the" else nxt.start
            pair = next((p for p in self.pairs if p[1][0] == self.idx[k]), None)
            if pair is None or self._pair_known(pair[2]):
                return
            name = self._span_of(*pair[1])
            short = self._span_of(*pair[0])
            if name is None or short is None or short.start != name.end + 1 or short.end + 1 >= nxt.end \
                    or self.words[short.end] != ")" or self.tag[short.end + 1] not in ("VBZ", "VBP", "VBD"):
                return
            self._propose(name, v, sj, nxt, rule="propose-opening", top_level=True)

    #: Nouns of "and its X, NAME": the name is a variant the paper also proposes.
    _ITS_VARIANT_NOUNS = frozenset(
        """variant variants extension derivative counterpart version generalization
        generalisation""".split())
    _ITS_VARIANT_RE = re.compile(
        r"\)?\s*(?:\([^()]{1,80}\))?(?:\s+[a-z]{3,})?\s*,?\s*and its (?:[\w\-]+ )?(" + "|".join(sorted(_ITS_VARIANT_NOUNS))
        + r")\b\s*,?\s*")

    #: Heads besides the method descriptors that "which we refer to as X" may name: measures.
    _REFERRED_HEADS = frozenset("distance curve metric measure score guarantee divergence statistic".split())

    def _refers_to_artifact(self, we: int) -> bool:
        """Whether "we refer to ... as" at token ``we`` names an artifact: the noun before
        it (past "which" / "that" and a comma) is a method descriptor
        (:data:`~kg.extract.lexicon.METHOD_DESCRIPTOR_HEADS`) or a measure
        (:data:`_REFERRED_HEADS`: "a distance ..., which we refer to as X"), and that noun
        is not inside "the problem / task / setting of ..." with no finite verb between
        ("The problem of optimizing such systems, which we refer to as X": a task; "an
        ability we refer to as X": an effect). :data:`WE_REFER_AS`."""
        low = self.lower
        sent = self.sents[self.tok_sent[we]]
        h = we - 1
        if h > sent.start and low[h] in ("which", "that"):
            h -= 1
        if h > sent.start and self.words[h] == ",":
            h -= 1
        if h <= sent.start or _singular(low[h]) not in L.METHOD_DESCRIPTOR_HEADS | self._REFERRED_HEADS:
            return False
        for x in range(sent.start, h):
            if low[x] in ("problem", "problems", "task", "setting") and low[x + 1] == "of" and not any(
                    self.tag[y] in ("VBZ", "VBD", "VBP", "MD") for y in range(x + 1, h)):
                return False
        return True

    #: A code address on GitHub (or GitLab): the repository's name is its last part.
    _REPO_URL = re.compile(r"https?://(?:www\.)?git(?:hub|lab)\.com/[^/\s]+/([A-Za-z0-9_.\-]+)")

    def code_names(self):
        """Rule ``propose-code-name``: when no other rule found a proposal, a name of the
        abstract (a span of the name finder, outside the address) that equals the name of
        the code repository the abstract points to ("... demonstrate the superiority of
        ZorbFormer. The code is available at https://github.com/someone/ZorbFormer") is the
        paper's proposal: authors name a repository after what they release. Letters and
        digits are compared without case, hyphens or dots; names shorter than three
        characters, lone common words, known methods, datasets and generic
        abbreviations are none."""
        if not CODE_NAMES or any(c.role in ("proposed", "benchmark") for c in self.proposed):
            return
        m = self._REPO_URL.search(self.text)
        if m is None:
            return
        key = re.sub(r"[^a-z0-9]", "", re.sub(r"\.git$", "", m.group(1).rstrip(".")).lower())
        if len(key) < 3:
            return
        for n in self.names:
            if m.start() <= n.start_char < m.end() + 1 or n.label_ == "SINGLE" and n.text.islower():
                continue
            txt = self._span_text(n)
            if re.sub(r"[^a-z0-9]", "", txt.lower()) != key:
                continue
            nk = _norm(txt)
            if nk in self.method_gaz_keys or nk in self.dataset_gaz_keys or txt in L.GENERIC_ABBREVIATIONS:
                return
            si = self.tok_sent[n.start]
            self._propose(n, n.start, si, self.sents[si], rule="propose-code-name", top_level=True)
            return

    def new_appositive_names(self):
        """Rule ``propose-new-appositive``: a name with two capitals or more followed by a
        comma, "a" / "an", "new" / "novel", at most three words and a method or benchmark
        descriptor ("..., and ZMAP, a new approach for patching activations", "we bring
        OPV-Z, a new large-scale dataset") is a proposal when its sentence is the authors'
        own (from the sentence where they first speak, :meth:`_own_sentence`, with no
        comparison cue or citation before the name, no preposition right before it, and no
        proposal right before its comma: "we propose ZORB, Zorbing-Based ..., a novel ...",
        the expansion) and the name is no known method,
        dataset or model (:meth:`_known_name`); a late pass for what the cue rules left
        (:data:`NEW_APPOSITIVES`)."""
        if not NEW_APPOSITIVES:
            return
        low, words = self.lower, self.words
        own = self._own_sentence()
        heads = L.METHOD_DESCRIPTOR_HEADS | L.BENCHMARK_HEADS
        done = {_norm(self._text(c)) for c in self.proposed}
        for n in self.names:
            e = n.end
            if e + 3 >= len(low) or words[e] != "," or low[e + 1] not in ("a", "an") \
                    or low[e + 2] not in _NEW_WORDS:
                continue
            txt = self._span_text(n)
            if sum(ch.isupper() for ch in txt) < 2 or _norm(txt) in done or self._known_name(txt):
                continue
            si = self.tok_sent[n.start]
            sent = self.sents[si]
            if si < own or not any(_singular(low[x]) in heads for x in range(e + 3, min(sent.end, e + 7))):
                continue
            if any(low[x] in L.COMPARE_CUES or low[x] == "et" for x in range(sent.start, n.start)):
                continue
            if n.start > 0 and self.pos[n.start - 1] == "ADP":
                continue  # ("the encoder for SE, a novel self-distillation mechanism ...": a new clause)
            if n.start > 1 and words[n.start - 1] == "," and any(c.end <= self.idx[n.start - 1] and
                                                                 c.end >= self.idx[n.start - 1] - 1 for c in self.proposed):
                continue  # "we propose ZORB, Zorbing-Based Plonk Ensembles, a novel ...": ZORB's expansion
            if any(c.end <= n.start_char and ":" in self.text[c.end:n.start_char]
                   and n.start_char - c.end <= 60 and "," not in self.text[c.end:n.start_char] for c in self.proposed):
                continue  # "we propose Z-STAR: Zorb-based STable Anisotropic Regularization, a novel ...": its expansion
            self._propose(n, max(sent.start, n.start - 1), si, sent, rule="propose-new-appositive")
            done.add(_norm(txt))

    def definite_purpose_objects(self):
        """Rule ``propose-definite-object`` (:data:`DEFINITE_PURPOSE_OBJECTS`): "we propose
        the zorb counting loss to replace ...": "we" (an adverb of
        :data:`_DEFINITE_OBJECT_ADVERBS` may follow it), a verb of
        :data:`_DEFINITE_OBJECT_VERBS`, "the", two to five lower-case words (hyphens allowed;
        no function word) and "to" before a verb in its base form. The words are the
        proposal when the sentence speaks of the authors' own work, the abstract has not
        written them before the verb, no proposal covers them, they do not open with a word
        of :data:`_DEFINITE_NOT_NAME_OPENERS`, a number or a superlative, their last word is
        no task, data, analysis or theory noun (nor a module head of :data:`_PART_NAME_HEADS`
        when written once) and they name nothing established (:meth:`_known_name`)."""
        if not DEFINITE_PURPOSE_OBJECTS:
            return
        low, words = self.lower, self.words
        low_text = self.text.lower()
        stop_pos = ("DET", "ADP", "PRON", "CCONJ", "SCONJ", "AUX", "PART", "PUNCT", "SPACE")
        for v in self._we_verb_positions(_DEFINITE_OBJECT_VERBS, 4):
            if low[v + 1] != "the":
                continue
            si = self.tok_sent[v]
            sent = self.sents[si]
            j = v + 2
            k = self._lowercase_run_end(j, sent.end, stop_pos)
            n_words = sum(1 for x in range(j, k) if words[x] != "-")
            if not 2 <= n_words <= 5 or words[k - 1] == "-" or k + 1 >= sent.end:
                continue
            # the purpose verb; the tagger may read a bare verb with an object as a noun ("to
            # group objects", "to cluster points")
            verb = self.tag[k + 1] == "VB" or self.tag[k + 1] == "NN" and k + 2 < sent.end \
                and self.pos[k + 2] in ("NOUN", "DET", "PRON") and low[k + 1].isalpha()
            if low[k] != "to" or not verb:
                continue  # "we propose the zorb loss for ...": no purpose, maybe a description
            if low[j] in _DEFINITE_NOT_NAME_OPENERS or self.pos[j] == "NUM" or self.tag[j] in ("JJS", "RBS", "CD"):
                continue  # "we propose the first method to ...": a description
            head = _singular(low[k - 1])
            if head in L.TASK_HEADS or head in _ANALYSIS_NOUNS or head in _THEORY_NOUNS \
                    or head in _OWN_DATA_HEADS or head in self._TITLE_DATA_HEADS or head in _PROBLEM_NOUNS:
                continue
            span = Span(self.doc, j, k, label="NAMED")
            phrase = span.text.lower()
            if low_text.find(phrase) < span.start_char:
                continue  # written before: "the" points back at it, no name given here
            if head in _PART_NAME_HEADS and low_text.count(phrase) < 2:
                continue  # "we introduce the fusion module to ...": a lower-case module written once (eval README)
            if self._known_name(span.text) or any(c.start < span.end_char and span.start_char < c.end
                                                  for c in self.proposed):
                continue
            if not self._speaks_of_own_work(sent):
                continue
            if DEFINITE_PURPOSE_LOG is not None:
                DEFINITE_PURPOSE_LOG.append(span.text)
            self._propose(span, v, si, sent, rule="propose-definite-object")

    def _we_verb_positions(self, verbs: frozenset[str], tail: int):
        """Token indices (int, increasing) of the words of ``verbs`` (lower case) that "we" opens,
        directly or across one adverb of :data:`_DEFINITE_OBJECT_ADVERBS` ("we further
        propose"), from token 1 to ``tail`` tokens before the Doc's end: the verbs of
        :meth:`definite_purpose_objects` and :meth:`bare_purpose_objects`."""
        low = self.lower
        for v in _positions_between(low, verbs, 1, len(low) - tail):
            if low[v] not in verbs:
                continue
            w = v - 1
            if low[w] in _DEFINITE_OBJECT_ADVERBS and w > 0:
                w -= 1
            if low[w] == "we":
                yield v

    def _lowercase_run_end(self, j: int, end: int, stop_pos: tuple[str, ...]) -> int:
        """End (exclusive token index) of the run of lower-case words from token ``j``: at most
        eight tokens, before ``end`` (the sentence's end); a word is lower case and alphanumeric
        but for hyphens, with no part of speech of ``stop_pos``; a "-" token may join two words
        (not first). The run of :meth:`definite_purpose_objects` and
        :meth:`bare_purpose_objects`; ``j`` itself when the first token does not qualify."""
        words = self.words
        k = j
        while k < end and k < j + 8 and (words[k] == "-" and k > j or words[k] != "-" and words[k].islower()
                                         and words[k].replace("-", "").isalnum()
                                         and self.pos[k] not in stop_pos):
            k += 1
        return k

    def bare_purpose_objects(self):
        """Rule ``propose-bare-object`` (:data:`BARE_PURPOSE_OBJECTS`): "we propose zorb-level
        alignment that ...", "we introduce plonk-aware optimization to address ...": "we" (an
        adverb of :data:`_DEFINITE_OBJECT_ADVERBS` may follow it), a verb of
        :data:`_BARE_OBJECT_VERBS`, then, with no article, two to five lower-case words
        (hyphens allowed, but at least two words apart; no function word) closed by "to"
        before a verb in its base form, by "that" / "which" / "in", by a dash or by a comma
        before a relative word, "a" / "an" or a naming verb (:data:`_BARE_COMMA_NEXT`). The
        words are the proposal when the sentence speaks of the authors' own work, the abstract has not written them before the verb, no proposal
        covers them, the first word is no gerund or verb, no word of
        :data:`_BARE_NOT_NAME_OPENERS`, number or superlative, the last word is no plural, no
        head of :data:`_BARE_GENERIC_HEADS` and no data, analysis, theory or problem noun, and
        they name nothing established (:meth:`_known_name`, the task gazetteers), nor do the
        words before the last ("mutual information maximization": what is done to a known
        quantity)."""
        if not BARE_PURPOSE_OBJECTS:
            return
        low, words = self.lower, self.words
        low_text = self.text.lower()
        stop_pos = _BARE_RUN_STOP_POS
        for v, si, sent in self._we_verb_sentences(_BARE_OBJECT_VERBS):
            j = v + 1
            k = self._lowercase_run_end(j, sent.end, stop_pos)
            n_words = sum(1 for x in range(j, k) if words[x] != "-")
            spaced = len(self.text[self.idx[j]:self.idx[k - 1] + len(words[k - 1])].split())
            if not 2 <= n_words <= 5 or spaced < 2 or words[k - 1] == "-" or k + 1 >= sent.end:
                continue  # (one hyphenated word, "we propose self-plonking, which", is no such name)
            if low[k] == "to":
                verb = self.tag[k + 1] == "VB" or self.tag[k + 1] == "NN" and k + 2 < sent.end \
                    and self.pos[k + 2] in ("NOUN", "DET", "PRON") and low[k + 1].isalpha()
                if not verb:
                    continue  # "we introduce zorb noise to the inputs": where it goes, no purpose
            elif not (low[k] in _BARE_OBJECT_CLOSERS or words[k] in _APPOSITIVE_DASHES and words[k] != "-"):
                continue
            if words[k] == "," and low[k + 1] not in _BARE_COMMA_NEXT:
                continue  # "we propose zorb complementarity, association, and ...": a list, no name
            if words[j + 1] != "-" and (self.tag[j] in ("VBG", "VB", "VBP", "VBZ", "VBD", "JJS", "RBS", "CD")
                                        or self.pos[j] in ("VERB", "ADV")):
                continue  # "we propose using ...", "we propose learning energy terms to" (the
                # tagger's reading of the first part of a hyphenated word says nothing)
            if low[j] in _BARE_NOT_NAME_OPENERS:
                continue  # "we propose efficient algorithms to": a description
            if self.tag[k - 1] in ("NNS", "NNPS") or self._not_a_run_head(_singular(low[k - 1].split("-")[-1])):
                continue  # "we introduce loss functions to", "we propose practical strategies"
            span = Span(self.doc, j, k, label="NAMED")
            if not self._new_unknown_run(span, low_text):
                continue
            modifier = self.text[span.start_char:self.idx[k - 1]].strip()
            if self._known_name(modifier) or _norm(modifier) in self.metric_gaz_keys:
                continue  # "we introduce mutual information maximization to ...": what is done to a known quantity
            self._propose_own_run(span, v, si, sent, "propose-bare-object", BARE_PURPOSE_LOG)

    def _counted_noun(self, i: int, end: int, nouns: frozenset) -> Optional[int]:
        """The position of a word of ``nouns`` within five tokens after the count word at ``i``
        (before ``end``, the sentence's end) with only nouns, adjectives, proper nouns, past
        participles, brackets or hyphens between ("two novel key modules"); None when there is
        none."""
        low, words, pos, tag = self.lower, self.words, self.pos, self.tag
        p = next((x for x in range(i + 1, min(i + 6, end)) if low[x] in nouns), None)
        if p is None or not all(pos[x] in ("NOUN", "ADJ", "PROPN") or tag[x] == "VBN" or words[x] in ("(", ")", "-")
                                for x in range(i + 1, p)):
            return None
        return p

    def counted_part_lists(self):
        """Rule ``propose-counted-part`` (:data:`COUNTED_PART_LISTS`): "two novel techniques
        for updating Y: zorb refinement and plonk updates", "X consists of two components:
        the zorb network, which ..., and the plonk network, ...": a number word of
        :data:`_LISTED_PART_COUNTS`, at most four modifiers (adjectives, nouns, participles,
        brackets), a part noun of :data:`_LISTED_PART_NOUNS`, up to twelve more words with
        no colon, then a colon, "i.e." / "namely" or a dash, and exactly as many items as the
        number says: each maybe after "the" / "a" / "an", two to five adjectives, nouns or
        participles, separated by "and" / ", and" / "," (past a relative clause ", which ...,"
        to the next ", and"), the last one closed by punctuation, a relative word or "for" /
        "to". Each item is a proposal (through :meth:`_propose`: a part of the main proposal
        when one came before) when the sentence speaks of the authors' own work or opens with
        the main proposal, and no item is a known name or a task (an item another rule took
        stays as it is). Not
        after "into" or a noun and "of" ("decomposes the error into two components: ...",
        "the evaluation of two separate components: ...": what is analysed)."""
        if not COUNTED_PART_LISTS:
            return
        low, words, pos, tag = self.lower, self.words, self.pos, self.tag
        item_pos = ("NOUN", "ADJ", "PROPN")
        for i in _positions_between(low, _LISTED_PART_COUNT_WORDS, 0, len(low)):  # (the count words only)
            n = _LISTED_PART_COUNTS.get(low[i])
            if n is None:
                continue
            si = self.tok_sent[i]
            sent = self.sents[si]
            if i >= 2 and (low[i - 1] == "into" or low[i - 1] == "of" and pos[i - 2] == "NOUN"):
                continue  # "a decomposition of the error into two components: ...", "the evaluation
                # of two separate components: ...": what is analysed, not what X is made of
            p = self._counted_noun(i, sent.end, _LISTED_PART_NOUNS)
            if p is None:
                continue
            opener = None
            for x in range(p + 1, min(p + 14, sent.end)):
                if words[x] == ":" or low[x] in ("i.e.", "namely") or words[x] in _APPOSITIVE_DASHES \
                        and words[x - 1] != "-" and self.ws[x - 1]:
                    opener = x
                    break
                if words[x] in (".", ";") or low[x] in ("which", "that", "where"):
                    break
            if opener is None:
                continue
            k = opener + 1
            if k < sent.end and words[k] == ",":
                k += 1
            items = self._listed_part_items(k, n, sent)
            if len(items) != n:
                continue
            own = self._speaks_of_own_work(sent) or self.main is not None \
                and self._proposed_in_sentence(si, self.idx[i]) is self.main
            if not own:
                continue
            spans = [Span(self.doc, s, e, label="NAMED") for s, e in items]
            if any(self._known_name(sp.text) or _norm(sp.text) in self.task_gaz_keys
                   or _norm(sp.text) in _pwc_keys("task") or sp.text.lower() in L.STANDALONE_TECHNIQUES
                   for sp in spans):
                continue
            # (an item another rule took already stays as that rule made it)
            spans = [sp for sp in spans
                     if not any(c.start < sp.end_char and sp.start_char < c.end for c in self.proposed)]
            first = None
            for sp in spans:
                if COUNTED_PART_LOG is not None:
                    COUNTED_PART_LOG.append(sp.text)
                # the later items share the first's place ("two modifications: A and B" with
                # no main proposal before: two proposals, B no part of A)
                self._propose(sp, i, si, sent, rule="propose-counted-part", sibling_of=first)
                if first is None:
                    first = next((c for c in self.proposed if c.start == sp.start_char), None)

    def counted_part_sentences(self):
        """Rule ``propose-counted-sentence`` (:data:`COUNTED_PART_SENTENCES`): "X features two
        key modifications. One is a zorb module to ... Another is a plonk strategy for ...":
        a number word of :data:`_LISTED_PART_COUNTS`, at most four modifiers, a part noun of
        :data:`_COUNTED_SENTENCE_NOUNS` and the sentence's end (at most one more word) in a
        sentence that names the main proposal or speaks of the authors' own work; then, in
        the next sentences (as many as the count, plus two), openers "One is" / "Another is"
        / "The other is" / "The / Our first|second|third [noun] is" each followed by one item
        (:meth:`_listed_part_items`). When there are as many items as the count and none is a
        known name or a task, each is proposed (through :meth:`_propose`: a part of the main
        proposal); an item another rule took stays as it is."""
        if not COUNTED_PART_SENTENCES or self.main is None:
            return
        low, words, pos, tag = self.lower, self.words, self.pos, self.tag
        for i in _positions_between(low, _LISTED_PART_COUNT_WORDS, 0, len(low)):  # (the count words only)
            n = _LISTED_PART_COUNTS.get(low[i])
            if n is None:
                continue
            si = self.tok_sent[i]
            sent = self.sents[si]
            p = self._counted_noun(i, sent.end, _COUNTED_SENTENCE_NOUNS)
            if p is None:
                continue
            if p + 1 >= sent.end or words[p + 1] not in (".", ";"):
                continue  # (a list in the same sentence is :meth:`counted_part_lists`' to read)
            own = self._speaks_of_own_work(sent) or self._proposed_in_sentence(si, self.idx[i]) is self.main
            if not own:
                continue
            items = []
            for sj in range(si + 1, min(si + 1 + n + 2, len(self.sents))):
                s2 = self.sents[sj]
                a = s2.start
                k = None
                if a + 2 < s2.end and low[a] in ("one", "another") and low[a + 1] == "is":
                    k = a + 2
                elif a + 3 < s2.end and low[a] == "the" and low[a + 1] == "other" and low[a + 2] == "is":
                    k = a + 3
                elif a + 3 < s2.end and low[a] in ("the", "our") and low[a + 1] in _PART_ORDINALS \
                        and _PART_ORDINALS[low[a + 1]] == len(items) + 1:
                    k = a + 3 if low[a + 2] == "is" else a + 4 if a + 4 < s2.end and low[a + 3] == "is" else None
                if k is None:
                    continue
                one = self._listed_part_items(k, 1, s2)
                if len(one) != 1:
                    break
                items.append((sj, one[0]))
                if len(items) == n:
                    break
            if len(items) != n:
                continue
            spans = [(sj, Span(self.doc, s, e, label="NAMED")) for sj, (s, e) in items]
            if any(self._known_name(sp.text) or _norm(sp.text) in self.task_gaz_keys
                   or _norm(sp.text) in _pwc_keys("task") or sp.text.lower() in L.STANDALONE_TECHNIQUES
                   for _, sp in spans):
                continue
            for sj, sp in spans:
                if any(c.start < sp.end_char and sp.start_char < c.end for c in self.proposed):
                    continue
                if COUNTED_SENTENCE_LOG is not None:
                    COUNTED_SENTENCE_LOG.append(sp.text)
                self._propose(sp, self.sents[sj].start, sj, self.sents[sj], rule="propose-counted-sentence")

    def made_of_part_lists(self):
        """Rule ``propose-made-of-part`` (:data:`MADE_OF_PART_LISTS`): "ZorbNet consists of
        plonk selection and plonk weighting, which ...": a verb of :data:`_MADE_OF_VERBS`
        (with "of" where it needs one) in a sentence that names the main proposal before it,
        then two or three items (:meth:`_listed_part_items`) closed by punctuation or a relative
        word ("for"/"to" after the last item may hang on a head the items share); "composed" /
        "consisting" / "comprising" only after "is" / "are" (not "a process composed of A and B":
        the parts of a noun). Each item is proposed (through
        :meth:`_propose`: a part of the main proposal) unless an item is a known name or a
        task (then none is); an item another rule took stays as it is."""
        if not MADE_OF_PART_LISTS or self.main is None:
            return
        low = self.lower
        for v in _positions_between(low, _MADE_OF_VERB_WORDS, 0, len(low) - 1):  # (the verbs' tokens only)
            needs_of = _MADE_OF_VERBS.get(low[v])
            if needs_of is None or needs_of and low[v + 1] != "of":
                continue
            if low[v] in ("composed", "consisting", "comprising") and (v == 0 or low[v - 1] not in ("is", "are")):
                continue  # "a pruning process composed of A, B and C": the parts of a noun, not of the proposal
            si = self.tok_sent[v]
            sent = self.sents[si]
            if self._proposed_in_sentence(si, self.idx[v]) is not self.main:
                continue
            if MADE_OF_OWN_SUBJECT and not self._made_of_subject_is_main(v, sent):
                continue  # "a two-pass ZORB map that comprises a base model and ...": the map's parts
            k = v + 2 if needs_of else v + 1
            items = self._listed_part_items(k, 2, sent)
            if len(items) != 2:
                items = self._listed_part_items(k, 3, sent)
                if len(items) != 3:
                    continue
            end = items[-1][1]
            if self.words[end] not in (".", ",", ";", "(") and low[end] not in ("which", "that", "where"):
                continue  # "consists of separated communication and learning layers for each client":
                # a phrase after the list may hang on a head the items share
            spans = [Span(self.doc, s, e, label="NAMED") for s, e in items]
            if MADE_OF_SLOTS_NOT_PARTS and self._whole_names_slots(spans):
                continue  # "ZoED (Zorb Encoder-Decoder) consists of a zorb encoder and a plonk decoder"
            if any(self._known_name(sp.text) or _norm(sp.text) in self.task_gaz_keys
                   or _norm(sp.text) in _pwc_keys("task") or sp.text.lower() in L.STANDALONE_TECHNIQUES
                   or any(t.lower_ in ("including", "such") for t in sp) for sp in spans):
                continue  # ("front-end and back-end modules including X, Y and Z": an example list)
            for sp in spans:
                if any(c.start < sp.end_char and sp.start_char < c.end for c in self.proposed):
                    continue
                if MADE_OF_PART_LOG is not None:
                    MADE_OF_PART_LOG.append(sp.text)
                self._propose(sp, v, si, sent, rule="propose-made-of-part")

    #: Words that may stand between a made-of verb and its subject ("ZorbNet, which is
    #: hierarchically composed of", "the ZB framework, and is composed of").
    _MADE_OF_SUBJECT_GAP = frozenset("is are which that , and also hierarchically mainly".split())

    def _made_of_subject_is_main(self, v: int, sent: Span) -> bool:
        """Whether the subject of the made-of verb at token ``v`` is the main proposal itself
        (:data:`MADE_OF_OWN_SUBJECT`): back over :data:`_MADE_OF_SUBJECT_GAP`, the word there
        ends a form of the main proposal's name (its name, an alias, either side of its acronym),
        or is a method descriptor head (:data:`~kg.extract.lexicon.METHOD_DESCRIPTOR_HEADS`,
        "the ZB framework") right after such a form or its bracketed short form. "a two-pass
        ZORB map that comprises ...": the parts of a map the name only modifies."""
        k = v - 1
        while k > sent.start and self.lower[k] in self._MADE_OF_SUBJECT_GAP:
            k -= 1
        forms = {self._text(a) for a in [self.main] + list(self.main.aliases)}
        pair = self._pair_of(self.main.start, self.main.end)
        if pair is not None:
            forms.update(self.text[a:b] for a, b in pair[:2])
        forms = {f.lower() for f in forms if f}

        def name_ends_at(x: int) -> bool:
            if x < sent.start:
                return False
            if self.words[x] == ")" and x > sent.start:
                x -= 1  # "the zorb (ZB)": its short form
            end = self.idx[x] + len(self.words[x])
            return any(end - len(f) >= 0 and self.text[end - len(f):end].lower() == f
                       and (end - len(f) == 0 or not self.text[end - len(f) - 1].isalnum()) for f in forms)

        if name_ends_at(k):
            return True
        return _singular(self.lower[k]) in L.METHOD_DESCRIPTOR_HEADS and name_ends_at(k - 1)

    def _whole_names_slots(self, spans: list) -> bool:
        """Whether the last word of an item of a made-of list (:meth:`made_of_part_lists`) is a
        word of a name of the main proposal that has two or more words ("a zorb encoder and a
        plonk decoder" of "ZoED (Zorb Encoder-Decoder)"; :data:`MADE_OF_SLOTS_NOT_PARTS`):
        the whole's name already says it is built of an encoder and a decoder, and the items
        fill those generic slots rather than naming parts of their own."""
        words = set()
        for a in [self.main] + list(self.main.aliases):
            parts = [w for w in re.split(r"[\s\-]+", self._text(a).lower()) if w]
            if len(parts) >= 2:
                words.update(_singular(w) for w in parts)
        return any(_singular(sp[-1].text.lower()) in words for sp in spans)

    def _listed_part_items(self, k: int, n: int, sent: Span) -> list[tuple[int, int]]:
        """The ``n`` items of a list of parts from token ``k`` on (of :meth:`counted_part_lists`
        and :meth:`made_of_part_lists`): each maybe after "the" / "a" / "an", two to five
        adjectives, nouns or participles, separated by "and" / ", and" / "," (past a relative
        clause ", which ...," to the next ", and"), the last one closed by punctuation, a
        relative word or "for" / "to". Returns the (start, end) token pairs, or fewer than
        ``n`` pairs when the list is not so."""
        low, words, pos, tag = self.lower, self.words, self.pos, self.tag
        item_pos = ("NOUN", "ADJ", "PROPN")
        items = []
        while len(items) < n and k < sent.end:
            if low[k] in ("the", "a", "an"):
                k += 1
            s = k
            while k < sent.end and (pos[k] in item_pos or tag[k] in ("VBN", "VBG") and k + 1 < sent.end
                                    and pos[k + 1] in item_pos or words[k] == "-" and k > s):
                k += 1
            n_words = len(self.text[self.idx[s]:self.idx[k - 1] + len(words[k - 1])].split()) if k > s else 0
            if not 2 <= n_words <= 5 or words[k - 1] == "-" or k >= sent.end:
                break
            items.append((s, k))
            if len(items) == n:
                if not (words[k] in (".", ",", ";", "(") or low[k] in ("which", "that", "where", "for", "to")):
                    items = []
                break
            if low[k] == "and":
                k += 1
            elif words[k] == "," and low[k + 1] == "and" and len(items) == n - 1:
                k += 2
            elif words[k] == "," and low[k + 1] in ("which", "where", "that") and len(items) == n - 1:
                k = next((x + 2 for x in range(k + 2, sent.end - 1)
                          if words[x] == "," and low[x + 1] == "and"), sent.end)
            elif words[k] == "," and len(items) < n - 1:
                k += 1
            else:
                break
        return items

    def title_echo_objects(self):
        """Rule ``propose-title-phrase`` (:data:`TITLE_ECHO_OBJECTS`): "we develop zorb flow
        matching on the simplex" under the title "Zorb Flow Matching with ...": "we" (maybe
        with an adverb), a verb of :data:`_TITLE_ECHO_VERBS`, maybe "the concept of" / "the
        notion of", then a run of two to five words (lower case but for the first,
        alphanumeric with hyphens, no function word) that is a whole noun phrase of the title
        (:meth:`_whole_title_phrase`) and ends where the words of the run end (no noun
        after it: "we explore zorb training strategies" under "Zorb Training for ..." is no
        echo). The run is a proposal (through
        :meth:`_propose`) when the sentence speaks of the authors' own work, the abstract has
        not written it before the verb, no proposal covers it, its first word is no gerund,
        verb, number or describing opener (:data:`_BARE_NOT_NAME_OPENERS`), its head no
        generic, analysis, theory, data or problem noun, and it names nothing established
        (:meth:`_known_name`, the task and method keys). Not a run followed (past its bracketed
        short form) by "into", or "to" before no verb ("we introduce the concept of zorb
        information (ZI) into the estimation": something brought in), nor one that the text
        continues as the title does ("we propose zorb reasoning by growing ..." under "...
        Zorb Reasoning by Growing ...": the title's description copied, not a name), nor one
        written once and followed by ", the / a / an" ("we propose zorb traps, the insertion of
        ...": a concept the appositive defines, as :meth:`_title_echo` reads it)."""
        if not TITLE_ECHO_OBJECTS or not self.doc._.paperkg_title:
            return
        low, words = self.lower, self.words
        low_text = self.text.lower()
        stop_pos = _BARE_RUN_STOP_POS
        for v, si, sent in self._we_verb_sentences(_TITLE_ECHO_VERBS):
            j = v + 1
            if j + 3 < sent.end and low[j] == "the" and low[j + 1] in ("concept", "notion") and low[j + 2] == "of":
                j += 3
            k = j
            while k < sent.end and k < j + 8 and (words[k] == "-" and k > j or words[k] != "-"
                                                   and (words[k].islower() or k == j and words[k][:1].isupper()
                                                        and words[k][1:].islower())
                                                   and words[k].replace("-", "").isalnum()
                                                   and self.pos[k] not in stop_pos):
                k += 1
            span = None
            for e in range(k, j, -1):
                if words[e - 1] == "-":
                    continue
                n_words = len(self.text[self.idx[j]:self.idx[e - 1] + len(words[e - 1])].split())
                if 2 <= n_words <= 5 and self._whole_title_phrase(self.text[self.idx[j]:self.idx[e - 1] + len(words[e - 1])]):
                    span = Span(self.doc, j, e, label="NAMED")
                    break
            if span is None or span.end != k:
                continue  # (the whole bare run: not "we design zorb inference attacks to" under "Zorb Inference on ...")
            e = span.end
            a = e + 3 if e + 2 < sent.end and words[e] == "(" and words[e + 2] == ")" else e
            if a + 1 < sent.end and (low[a] == "into" or low[a] == "to" and self.tag[a + 1] != "VB"):
                continue  # "we introduce the concept of zorb information (ZI) into the estimation": brought in
            if e + 1 < sent.end and words[e] == "," and low[e + 1] in ("the", "a", "an") \
                    and len(re.findall(r"(?<![\w-])" + re.escape(span.text.lower().rstrip("s")) + r"s?(?![\w-])",
                                       low_text)) < 2:
                continue  # "we propose zorb traps, the insertion of ...": a concept defined once (as _title_echo)
            title = self.doc._.paperkg_title.lower()
            nxt = self.text[span.end_char:].lower().split()[:1]
            at = title.find(span.text.lower())
            if nxt and at >= 0 and title[at + len(span.text):].split()[:1] == nxt:
                continue  # "we propose zorb visual reasoning by growing ..." copying the title
                # "... Zorb Visual Reasoning by Growing ...": the title's description, not a name
            if words[j + 1] != "-" and (self.tag[j] in ("VBG", "VB", "VBP", "VBZ", "VBD", "JJS", "RBS", "CD")
                                        or self.pos[j] in ("VERB", "ADV") and self.tag[j] != "VBN") \
                    or low[j] in _BARE_NOT_NAME_OPENERS:
                continue  # "we propose using ...", "we propose efficient algorithms" (not "targeted X")
            if self._not_a_run_head(_singular(low[e - 1].split("-")[-1])):
                continue
            if not self._new_unknown_run(span, low_text):
                continue
            self._propose_own_run(span, v, si, sent, "propose-title-phrase", TITLE_ECHO_LOG)

    def _we_verb_sentences(self, verbs: frozenset[str]):
        """``(v, si, sent)`` for each verb position ``v`` of :meth:`_we_verb_positions` (``verbs``,
        at least three tokens before the Doc's end), with its sentence's index and Span: the
        loop of :meth:`bare_purpose_objects` and :meth:`title_echo_objects`, whose run of words
        starts right after the verb."""
        for v in self._we_verb_positions(verbs, 3):
            si = self.tok_sent[v]
            yield v, si, self.sents[si]

    def _not_a_run_head(self, head: str) -> bool:
        """Whether the singular lower-case ``head`` (the last word of a run of
        :meth:`bare_purpose_objects` or :meth:`title_echo_objects`, its last hyphenated part)
        keeps the run from being a name: a generic head (:data:`_BARE_GENERIC_HEADS`), an
        analysis, theory, data or problem noun."""
        return head in _BARE_GENERIC_HEADS or head in _ANALYSIS_NOUNS or head in _THEORY_NOUNS \
            or head in _OWN_DATA_HEADS or head in self._TITLE_DATA_HEADS or head in _PROBLEM_NOUNS

    def _new_unknown_run(self, span: Span, low_text: str) -> bool:
        """Whether the run ``span`` of :meth:`bare_purpose_objects` or
        :meth:`title_echo_objects` is new and nameless so far: the abstract (``low_text``, its
        lower-case text) has not written it before (a technique it already spoke of), it names
        nothing established (:meth:`_known_name`, the task gazetteer's keys, Papers with Code's
        task and method keys, :data:`~kg.extract.lexicon.STANDALONE_TECHNIQUES`) and no
        proposal covers it."""
        phrase = span.text.lower()
        if low_text.find(phrase) < span.start_char:
            return False  # written before: a technique the abstract already spoke of
        key = _norm(span.text)
        return not (self._known_name(span.text) or key in self.task_gaz_keys or key in _pwc_keys("task")
                    or key in _pwc_keys("method") or phrase in L.STANDALONE_TECHNIQUES
                    or any(c.start < span.end_char and span.start_char < c.end for c in self.proposed))

    def _propose_own_run(self, span: Span, v: int, si: int, sent: Span, rule: str,
                         log: Optional[list]) -> None:
        """Propose the run ``span`` after the verb at ``v`` (sentence ``si``, ``sent``) under
        ``rule`` (:meth:`_propose`) when the sentence speaks of the authors' own work
        (:meth:`_speaks_of_own_work`), noting its text in ``log`` (a rule's log list, or None):
        the last step of :meth:`bare_purpose_objects` and :meth:`title_echo_objects`."""
        if not self._speaks_of_own_work(sent):
            return
        if log is not None:
            log.append(span.text)
        self._propose(span, v, si, sent, rule=rule)

    def its_variant_names(self):
        """Rule ``propose-variant-of``: "we propose Zorb Patterns and its derivative,
        Zorb-Score, a novel metric", "we introduce the Zorb Iteration (ZI) algorithm, and its
        sampled-based variant ZorbDyna": a name right after a proposal (past its bracketed
        acronym), "and its", at most one modifier and a noun of
        :data:`_ITS_VARIANT_NOUNS` (a comma allowed on either side) is a sibling proposal
        (a variant, not a part: eval README D5), unless known (:meth:`_known_name`);
        :data:`ITS_VARIANTS`."""
        if not ITS_VARIANTS:
            return
        for c in list(self.proposed):
            if c.role != "proposed":
                continue
            m = self._ITS_VARIANT_RE.match(self.text, c.end)
            if m is None or m.group(1).lower() not in self._ITS_VARIANT_NOUNS:
                continue
            k = bisect_left(self.idx, m.end())
            n = self.name_at.get(k)
            if n is None or self._known_name(self._span_text(n)):
                continue
            si = self.tok_sent[k]
            self._propose(n, max(self.sents[si].start, k - 1), si, self.sents[si], rule="propose-variant-of",
                          sibling_of=c)

    def _means_acronym_name(self, v: int, sent: Span) -> Optional[Span]:
        """The name of an unnamed contribution given as its means (rule ``propose-means``):
        "we propose a novel defense framework against zorb attacks through Zero-shot Plonk
        Purification (ZPP)", "we propose an innovative method that ... via Zorb Weight Tying
        (ZWT)": the long form of an acronym definition after "through" / "via" (a gerund and
        an article may stand between: "via solving a Two-stage Zorb Equation (TZE)") in the
        sentence of the contribution verb at ``v``, whose words are capitalised (the first
        and at least two thirds of those of three letters or more), that names nothing
        established (:meth:`_pair_known`: "via Neural Tangent Kernel (NTK)"), and whose short
        form the abstract writes again or whose object a novelty word
        (:data:`_NOVELTY_WORDS`) calls new. Only when the cue's object has no name of its own
        (the caller's test); "inspired by" / "using" bring in a known tool and are not read.

        Args:
            v: token index of the contribution verb. sent: its sentence.
        Returns:
            the long form's span, or None.
        """
        low = self.lower
        start_char = self.doc[v].idx
        for (ss, se), (ls, le), a in self.pairs:
            if not (start_char < ls and le <= sent.end_char and ls < ss):
                continue
            lf = self._span_of(ls, le)
            if lf is None:
                continue
            k = lf.start - 1
            while k > v and low[k] in ("the", "a", "an"):
                k -= 1
            if k > v and self.tag[k] == "VBG" and low[k] not in _USE_GERUNDS:
                k -= 1  # "via solving a ..."
            if k <= v or low[k] not in ("through", "via"):
                continue
            words = [w for w in re.split(r"[\s\-]+", a.long) if len(w) >= 3 and w.isalpha()]
            caps = [w for w in words if w[:1].isupper()]
            if not a.long[:1].isupper() or len(caps) < 2 or 3 * len(caps) < 2 * len(words):
                continue
            if self._pair_known(a):
                continue
            again = len(re.findall(r"(?<![\w-])" + re.escape(a.short) + r"(?![\w-])", self.text)) >= 2
            if not (again or any(low[x] in self._NOVELTY_WORDS for x in range(v + 1, k))):
                continue
            return lf
        return None

    def _second_named(self, n: Span, sent: Span) -> Optional[Span]:
        """The second of two names that one naming verb gives ("deeper models, dubbed
        Zorb-S-54 and Zorb-B-48", "models called ZorbFlow and PlonkFlow", "coined SupZorb and
        SupPlonk"): after the first name ``n`` (past its bracketed acronym), "and" (a comma
        before it allowed) and a name of the name list that is no known method, dataset or
        pretrained model (:meth:`_known_name`; unless it shares the first name's stem before a
        hyphen, space or digit: "ViT-S-54 and ViT-B-48") and ends at a comma, bracket, "which",
        "that", "for", "to", "with" or the sentence end; else None (:data:`NAMED_PAIRS`)."""
        j = self._past_bracket(n.end)
        if j < sent.end and self.words[j] == ",":
            j += 1
        if j + 1 >= sent.end or self.lower[j] != "and":
            return None
        m = self.name_at.get(j + 1)
        if m is None or m.end > sent.end:
            return None
        stem = re.split(r"[-\s\d]", self._span_text(n), maxsplit=1)[0]
        if self._known_name(self._span_text(m)) and not (
                len(stem) >= 2 and re.split(r"[-\s\d]", self._span_text(m), maxsplit=1)[0] == stem):
            return None  # (a sibling of the first name's family stays: "dubbed Zorb-S-54 and Zorb-B-48")
        if m.end < sent.end and not (self.words[m.end] in (",", "(", ".", ";", ":")
                                     or self.lower[m.end] in ("which", "that", "for", "to", "with")):
            return None
        return m

    def _own_descriptor_known_as(self, v: int, sent: Span) -> bool:
        """Whether ", known as" (cue verb "as" at ``v``) names the paper's own construction:
        the sentence opens with "This" / "Our" / "The proposed", at most two modifiers and a
        method descriptor (:data:`~kg.extract.lexicon.METHOD_DESCRIPTOR_HEADS`) right before
        the comma ("This model, known as the Zorb Transformer (ZT), is ..."). Elsewhere the
        phrase names an existing thing ("these algorithms, known as DP-X", "the optimal
        policy, known as the Y gain"); a proposal's appositive after a contribution verb
        ("we introduce a new X algorithm, known as Y") is read by the object rules."""
        comma = v - 2
        if comma <= sent.start or self.words[comma] != ",":
            return False
        head = comma - 1
        k = sent.start
        if self.lower[k] == "the" and k + 1 < head and self.lower[k + 1] == "proposed":
            k += 1
        elif self.lower[k] not in ("this", "our"):
            return False
        return 1 <= head - k <= 3 and _singular(self.lower[head]) in L.METHOD_DESCRIPTOR_HEADS \
            and all(self.is_alpha[x] or self.words[x] == "-" for x in range(k + 1, head))

    def _analysed_objects(self, v: int, k: int) -> bool:
        """Whether the words between the contribution verb at token ``v`` and a conjoined
        name at token ``k`` make the names objects of study, not contributions: a noun of
        :data:`_ANALYSIS_NOUNS` followed by "of" ("we present an analysis of each stage (A,
        B and C)"). (Not "a link between A and B": a name so refused may fall to the data
        rules, "discussions on B", and a false dataset is no better than a false proposal.)"""
        low = self.lower
        return any(low[x] in _ANALYSIS_NOUNS and low[x + 1] == "of" and self.words[x].islower()
                   for x in range(v + 1, k))  # (not inside a name: "Factuality Evaluation of X")

    def _equated_with(self, v: int, sent: Span) -> bool:
        """Whether the naming word at token ``v`` ("called", "named") ends a phrase that an
        equivalence cue opens within the eight tokens before it: "Adam corresponds to a
        principled online learning framework called X", "the update is equivalent to a
        scheme known as X", "our loss is a special case of a family called X"
        (:data:`_EQUATING_CUES`): the thing named is what the text reads the subject as, an
        existing method, not the paper's contribution."""
        low = self.lower
        lo = max(sent.start, v - 9)
        for k in range(lo, v - 1):
            w = low[k]
            if w in ("to", "of", "as") and k > sent.start and (low[k - 1], w) in _EQUATING_CUES \
                    and not any(self.words[x] in (",", ";", ":") for x in range(k + 1, v - 1)):
                return True
        return False

    def _speaks_of_own_work(self, sent: Span) -> bool:
        """Whether the sentence ``sent`` speaks of the paper's own work: a word of
        :data:`_SELF_WORDS` ("we", "our", "proposed", "novel", "is presented", ...) or
        "this" before a word of :data:`~kg.extract.lexicon.SELF_DEMONSTRATIVE_OBJECTS`
        ("this paper"), and no citation ("et al.")."""
        lo, hi = sent.start, sent.end
        memo = self.__dict__.setdefault("_own_work_memo", {})
        found = memo.get((lo, hi))
        if found is None:
            found = memo[(lo, hi)] = _speaks_of_own_work(self.lower, lo, hi)
        return found

    def _definite_descriptor_subject(self, v: int, sent: Span) -> bool:
        """Whether the naming verb at ``v`` names a definite descriptor that opens the
        sentence ("The method, called X, achieves ...", "This coarser representation,
        named X", "These structural uses of WAEs, termed X"): "the", at most two modifiers
        and a head of :data:`~kg.extract.lexicon.METHOD_DESCRIPTOR_HEADS`, or "this" /
        "these" and a noun phrase of up to six words, then a comma right before the verb;
        such a phrase refers back to the paper's own contribution. ("This model, known as
        X": the cue verb of ", known as" is "as".)"""
        k = v - 2 if self.lower[v] == "as" and self.lower[v - 1] == "known" else v - 1
        if self.lower[v] == "as" and self.lower[v - 1] == "to" and self.lower[v - 2] == "referred":
            k = v - 3 if self.lower[v - 3] not in _REFERRING_ADVERBS else v - 4  # ", hereby referred to as"
        if k <= sent.start or self.words[k] != ",":
            return False
        head = k - 1
        opener = self.lower[sent.start]
        if self.pos[head] not in ("NOUN", "PROPN") or head - sent.start < 1:
            return False
        # "This coarser representation, named X", "These structural uses of WAEs, termed X":
        # a demonstrative refers back to the paper's own construction
        if opener in ("this", "these"):
            return head - sent.start <= 6
        return opener == "the" and head - sent.start <= 3 and _singular(self.lower[head]) in L.METHOD_DESCRIPTOR_HEADS

    def _appositive_slot(self, k: int) -> bool:
        """Whether token ``k`` opens an appositive: it follows a comma, "namely", "i.e." or
        a dash, possibly across "the"."""
        j = k - 1
        if j >= 0 and self.lower[j] == "the":
            j -= 1
        return j >= 0 and (self.words[j] in (",", ":", "-", "–", "—") or self.lower[j] in ("namely", "i.e.", "i.e"))

    #: Lower-case words that may join the title-case words of a name's expansion.
    _EXPANSION_JOINERS = frozenset({"and", "of", "for", "with", "in", "on", "to", "the", "a", "&", "-"})

    def _colon_expansion_end(self, name: Span) -> int:
        """End (exclusive token index) of the expansion of ``name`` after a colon, or
        ``name.end`` when there is none.

        "LLaVA: Large Language and Vision Assistant", "FooNet (Fast Object Network)"
        (bracketed, when no acronym pair covers it): title-case words (see
        :func:`kg.extract.names.word_shape`), possibly joined by the function words of
        :attr:`_EXPANSION_JOINERS`, spell the name out; the names inside it ("Vision
        Assistant") are not separate proposals. An expansion needs two title-case words
        and ends at the first other token, which must not continue the phrase (a noun,
        adjective or number: "Time series"); a coined (strong) name after the colon is a
        name of its own ("two models: FooNet and BarNet"), never an expansion.
        """
        words, low = self.words, self.lower
        j = name.end
        if j + 2 >= len(words) or words[j] not in (":", "(") or self.tok_sent.get(j + 1) != self.tok_sent[name.start]:
            return name.end
        k, titled, last_title = j + 1, 0, j + 1
        while k < len(words) and self.tok_sent.get(k) == self.tok_sent[name.start]:
            shape = word_shape(words[k])
            if shape == "title":
                titled += 1
                last_title = k + 1
            elif low[k] not in self._EXPANSION_JOINERS:
                break
            k += 1
        if titled < 2 or words[j] == "(" and (last_title >= len(words) or words[last_title] != ")"):
            return name.end
        if last_title < len(words) and self.pos[last_title] in ("NOUN", "PROPN", "ADJ", "NUM"):
            return name.end  # "X: Online Multivariate Time series Imputation": no clean end
        return last_title

    def _add_expansion(self, name: Span, end: int) -> None:
        """Record the expansion of the proposed ``name`` (tokens after its colon up to
        ``end``, see :meth:`_colon_expansion_end`) as an alias of its candidate, so that no
        word of it becomes a method of its own; nothing when ``name`` was not proposed or
        is one side of an acronym pair already. The alias claims its span in resolution
        but is not reported as a mention (``hidden``): only acronym records merge two
        surface forms into one entity, so a reported expansion would be a second node for
        the same method. (A bracketed expansion that
        the acronym rules do not pair is left unreported too.)"""
        c = next((c for c in self.proposed if c.start == name.start_char), None)
        if c is None or c.aliases or self._pair_of(name.start_char, name.end_char) is not None:
            return
        exp = self.doc[name.end + 1:end]
        a = self.add(exp.start_char, exp.end_char, c.etype, c.role, c.rule + "+expansion", c.conf, whole=c.whole)
        a.hidden = True  # it keeps its words from being methods, but is no mention
        a.sent = c.sent
        c.aliases.append(a)

    def _long_form_tok(self, n: Span) -> int:
        """Start token of the long form when ``n`` is a parenthesised short form right
        after it, else ``n.start``."""
        if n.start > 0 and self.words[n.start - 1] == "(":
            pair = self._pair_of(n.start_char, n.end_char)
            if pair is not None and pair[1][0] < n.start_char:
                sp = self.doc.char_span(pair[1][0], pair[1][1], alignment_mode="expand")
                if sp is not None:
                    return sp.start
        return n.start

    def _of_long_form(self, v: int, n: Span) -> bool:
        """"establishing the convergence rates of maximum likelihood estimator (MLE)": an
        acronym whose long form stands after "of" (behind at most a determiner and
        adjectives) belongs to that phrase, however the parenthesis is placed; "a family
        of Graph Echo Networks (GENs)" is exempt (:data:`_QUANTITY_NOUNS`)."""
        if n.start == 0 or self.words[n.start - 1] != "(":
            return False
        pair = self._pair_of(n.start_char, n.end_char)
        if pair is None or pair[1][0] >= n.start_char:
            return False
        sp = self.doc.char_span(pair[1][0], pair[1][1], alignment_mode="expand")
        if sp is None:
            return False
        k = sp.start - 1
        while k > v and self.pos[k] in ("DET", "ADJ"):
            k -= 1
        if self.lower[k] in ("and", "or"):
            # "of random projection (RP) and sign random projection (SignRP)": the second
            # conjunct hangs on the same "of"
            j = k - 1
            while j > max(v, k - 12) and (self.pos[j] in ("NOUN", "ADJ", "PROPN", "DET", "CCONJ")
                                          or self.words[j] in ("(", ")", ",")):
                j -= 1
            if self.lower[j] == "of":
                k = j
        after = n.end + 1 if n.end < len(self.words) and self.words[n.end] == ")" else n.end
        if k > v + 1 and self.lower[k] == "of" and (self.lower[k - 1] in _PROBLEM_NOUNS or self.lower[k - 1] in _SETTING_NOUNS):
            return True  # "we propose the novel problem setting of zorb adaptation (ZA)": a problem
        if any(self.lower[x] in ("novel", "new") for x in range(max(v + 1, k - 3), k)) and not (
                after < len(self.pos) and self.pos[after] == "ADP"):
            # "a novel formulation of Group-oriented MARL (GoMARL), which": the new thing;
            # not "a novel framework of combinatorial bandits (CB) with X (CB-X)"
            return False
        return k > v + 1 and self.lower[k] == "of" and not (
            _singular(self.lower[k - 1]) in _QUANTITY_NOUNS and self.words[sp.start][:1].isupper())

    def _derivative_of(self, v: int, n: Span) -> bool:
        """True for "we propose an adaptation of the reconstruction independent component
        analysis (RICA) algorithm": between the cue verb ``v`` and name ``n`` (or the long
        form of the acronym ``n`` is the short form of) stands "<derivative noun> of"
        (:data:`_DERIVATIVE_NOUNS`: adaptation, extension, variant ...), so the name is the
        existing method the contribution derives from, not the contribution. A comma or a
        naming verb after "of" ends that phrase ("a generalization of X, termed Y (YY)":
        Y is the contribution)."""
        start = n.start
        if n.start > 0 and self.words[n.start - 1] == "(":
            pair = self._pair_of(n.start_char, n.end_char)
            if pair is not None and pair[1][0] < n.start_char:
                sp = self.doc.char_span(pair[1][0], pair[1][1], alignment_mode="expand")
                if sp is not None:
                    start = sp.start
        return any(self.lower[k] == "of" and _singular(self.lower[k - 1]) in _DERIVATIVE_NOUNS
                   and not any(self.words[j] in (",", ":", ";") or self.lower[j] in _NAMING_FORMS
                               for j in range(k + 1, start))  # "a generalization of X, termed Y"
                   for k in range(v + 2, start))

    def our_names(self):
        """Names the authors mark as their own with "our" or "the proposed" (rule
        ``propose-ours``), in any sentence:

        * an appositive after a method descriptor: "Our method, FiGURe, achieves ...",
          "our proposed model, Foo-Net (FN), is ...", "the proposed framework, BarNet,";
          without commas, a coined (strong) name after "our" and a descriptor that a verb
          or the sentence end follows: "Our method SegFast improves ..." (no pretrained
          model: "our model GPT-4 ..."); a hyphenated modifier may stand before the
          descriptor ("our fine-tuned model X can ...");
        * an acronym definition right after "our" (with "proposed", "new", "novel" or
          "own" between): "defines our infinite recurrent switch model (irSM)", "Our
          proposed inner guidance (IG) provides ...", "the proposed X (XX) module";
        * a multi-word or mixed-case name right after "a proposed" / "the proposed" / "our
          proposed" ("with a proposed Double-contrastive Mask Auto-encoder to learn ...",
          "resulting in our proposed Masked Encoder-based Forecasting Transformer"), also with
          a predicate right after it ("the proposed ZB-MDP actually solves ...",
          :data:`PROPOSED_SUBJECT_NAMES`) unless the abstract defined it before as a short
          form ("Implicit zorb fields (IZFs) ... the proposed IZF provides": a kind);
        * a quoted name right after "the proposed" / "our" and a method descriptor ('the
          proposed system "ZorbFusion" takes ...', :data:`PROPOSED_SUBJECT_NAMES`);
        * an appositive after "a new" / "a novel" and a method descriptor in a sentence of
          the authors' own work (:meth:`_speaks_of_own_work`): "to present a new method,
          Recall to Imagine (R2I)" (an acronym's long form is the name; the appositive may
          end in a colon or the sentence end: "our algorithm, WAKER: Weighted ...");
        * a coined (strong) name alone in brackets right after "our" and a descriptor: "We
          verify our method (QontOT) on synthetic data";
        * a name before a comma and "our" with a descriptor in apposition: "KiteNet, our
          proposed framework, detects ..."; and "The resulting method, X, ...";
        * a name after "as" that follows "our" / "the proposed" and a descriptor: "we refer
          to the proposed solution as SA3D", "we frame our scheme as Foo Bar (FB)" (a
          multi-word, mixed-case or acronym-defined name only).

        The name must not be an established technique (Papers with Code / CSO method
        keys), a generic abbreviation ("LLM"), a plural family name ("GNNs") or a bare
        title-case word without a definition; a comparison cue before "our" in the
        sentence does not matter, since "our" already marks ownership.
        """
        low, doc = self.lower, self.doc
        n_tok = len(low)
        for i in _positions_between(low, _OWN_WORK_LEADS, 0, n_tok):  # (the tokens of the leads only)
            w = low[i]
            if w == "our":
                k = i + 1
            elif w in ("the", "a") and i + 1 < n_tok and low[i + 1] == "proposed" or \
                    w == "the" and i + 1 < n_tok and low[i + 1] == "resulting" and i + 2 < n_tok \
                    and low[i + 2] in _OWN_DESCRIPTORS and self.words[i + 3 if i + 3 < n_tok else i] == ",":
                k = i + 1  # ("The resulting method, X, ...": the method the paper arrives at)
                if low[k] == "resulting":
                    k += 1
            elif w in ("a", "an") and i + 1 < n_tok and low[i + 1] in ("new", "novel") and \
                    self._speaks_of_own_work(self.sents[self.tok_sent[i]]):
                k = i + 1  # "we ... present a new method, Foo to Bar (FtB)": new in the authors' words
            else:
                continue
            while k < n_tok and (low[k] in _OWN_MARKS or OUR_INTRODUCED_MARKS and w == "our"
                                     and low[k] in _OWN_MARKS_AFTER_OUR):
                k += 1
            if k >= n_tok:
                continue
            if k + 3 < n_tok and self.words[k + 1] == "-" and not self.ws[k] and not self.ws[k + 1] \
                    and low[k + 3] in _OWN_DESCRIPTORS and k not in self.name_at:
                k += 2  # "our fine-tuned model X": a hyphenated modifier before the descriptor
            name = None
            # "our <long form> (SHORT)": a definition that starts right here
            n = self.name_at.get(k)
            pair = None if n is None else self._pair_of(n.start_char, n.end_char)
            if n is None:
                for (ss, se), (ls, le), a in self.pairs:
                    if ls == self.idx[k] and le <= ss:
                        n = doc.char_span(ls, le, alignment_mode="expand")
                        pair = (ss, se), (ls, le), a
                        break
            fresh = w in ("a", "an") and low[i + 1] != "proposed"  # "a new" / "a novel": the appositive only
            heads = _OWN_DESCRIPTORS | _OWN_DATA_HEADS if w == "our" or NEW_DATA_APPOSITIVES and fresh \
                and self._authors_speak(self.sents[self.tok_sent[i]]) else _OWN_DESCRIPTORS
            if n is not None and pair is not None and pair[1][0] == n.start_char and not fresh:
                name = n  # (not "a novel total correlation (TC) lower bound": a modifier)
            elif n is not None and n.label_ != "SINGLE" and k == i + 2 and low[i + 1] == "proposed" and (
                    self._lower_head_after(n) is None or n.end + 1 < n_tok and low[n.end] in _OWN_DATA_HEADS
                    and self._lower_head_after(n) == n.end
                    or PROPOSED_SUBJECT_NAMES and self._predicate_after(n.end) and not self._defined_before(n)):
                name = n  # "with a proposed Double-contrastive Mask Auto-encoder to learn", "our proposed X"
                # ("on a proposed Zorb SkillPlonk benchmark": the name of the paper's data; "the
                # proposed ZB-MDP actually solves ...": a verb, not a lower-case head, follows)
            elif OUR_NAME_PREDICATES and n is not None and w == "our" and k == i + 1 and n.label_ == "STRONG" \
                    and self._predicate_after(n.end) and not self._defined_before(n) \
                    and self._pair_of(n.start_char, n.end_char) is None and not self._known_name(self._span_text(n)):
                name = n  # "Compared with existing methods, our Zorb-Linear has four advantages"
                # (a coined name right after "our" and before its predicate; not a short form
                # defined by a lower-case long form: "our IPS can ...")
            elif OUR_NAME_DESCRIPTOR_PREDICATES and n is not None and w == "our" and k == i + 1 \
                    and self._our_name_descriptor_predicate(n):
                name = n  # "Our Zorb-Plonk algorithm aims at ...", "our Twin Zorb Smoothing strategy adds ..."
            elif PROPOSED_HEAD_NAMES and n is not None and k == i + 2 and low[i + 1] == "proposed" \
                    and w in ("the", "our") and self._proposed_head_end(n) is not None:
                name = Span(doc, n.start, self._proposed_head_end(n), label="NAMED")
                # "the proposed Zorb ensemble aims to ...", "our proposed Rubik's cube convolution is":
                # the name and its lower-case head (not "the proposed ATTA method": a whole-system noun)
            elif low[k] in heads or (
                    k + 1 < n_tok and low[k + 1] in heads and (self.pos[k] in ("ADJ", "NOUN") or self.tag[k] == "VBN")) \
                    or w == "our" and self._our_far_head(k, heads) is not None:
                # "our (proposed) method, NAME," / "our method NAME" / "Our solution, NAME,"
                # / "Our benchmark, NAME, covers ..."
                h = k if low[k] in heads else k + 1 if low[k + 1] in heads else self._our_far_head(k, heads)
                j = h + 2 if h + 1 < n_tok and self.words[h + 1] == "," else h + 1
                named_as = h + 1 < n_tok and low[h + 1] == "as" and w != "a"
                if named_as:
                    j = h + 2  # "we refer to the proposed solution as SA3D", "frame our scheme as X (XX)"
                n = self.name_at.get(j)
                if j < n_tok and (self.words[j - 1] == "," or named_as):
                    for (ss, se), (ls, le), a in self.pairs:
                        if ls == self.idx[j] and le <= ss and (n is None or le > n.end_char):
                            # "a new method, Recall to Imagine (R2I)": the long form is the name
                            n = doc.char_span(ls, le, alignment_mode="expand")
                            break
                bracketed = self.name_at.get(h + 2) if h + 2 < n_tok and self.words[h + 1] == "(" and w == "our" else None
                if bracketed is not None and bracketed.label_ == "STRONG" and bracketed.end < n_tok \
                        and self.words[bracketed.end] == ")" and not self._is_model_name(self._span_text(bracketed)):
                    name = bracketed  # "We verify our method (QontOT) on synthetic data": the name in brackets
                elif named_as:
                    if n is not None and n.label_ != "SINGLE" and (
                            n.end >= n_tok or self.words[n.end] in (",", "(", ".", ";", ":")):
                        name = n
                elif n is not None and n.end < n_tok and (
                        self.words[n.end] in (",", "(") or self.words[j - 1] == "," and self.words[n.end] in (")", ";", ":", ".")):
                    # ("our algorithm, WAKER: Weighted ...", "we present our method, FooNet.")
                    if n.label_ != "SINGLE" or self.words[j - 1] == ",":
                        name = n
                elif n is not None and n.label_ == "STRONG" and self.words[j - 1] != "," and w == "our" \
                        and (n.end >= n_tok or self.words[n.end] in (".", ";") or self._predicate_verb(n.end)
                             or self.pos[n.end] == "AUX") and not self._is_model_name(self._span_text(n)):
                    name = n  # "Our method SegFast improves ...": a coined name as the subject's appositive
                elif PROPOSED_SUBJECT_NAMES and n is None and not named_as and self.words[j - 1] != "," \
                        and j + 1 < n_tok and self.words[j] in _QUOTE_MARKS:
                    q = self.name_at.get(j + 1)
                    if q is not None and q.label_ != "SINGLE" and q.end < n_tok and self.words[q.end] in _QUOTE_MARKS:
                        name = q  # 'the proposed system "ZorbFusion" takes ...': a quoted name after the descriptor
            if name is None and w == "our" and i >= 2 and self.words[i - 1] == "," and low[k] in _OWN_DESCRIPTORS \
                    and k + 1 < n_tok and self.words[k + 1] in (",", ")", "."):
                # "KiteNet, our proposed framework, detects ...": the name before the appositive
                si0 = self.tok_sent[i]
                before = [b for b in self._names_in(self.sents[si0].start, i - 1) if b.end == i - 1]
                if before and before[0].label_ != "SINGLE":
                    name = before[0]
            if name is None:
                continue
            txt = self._span_text(name)
            key = _norm(txt)
            if txt in L.GENERIC_ABBREVIATIONS or (txt.endswith("s") and txt[:-1].isupper()) or txt.endswith("-"):
                continue  # ("Meta-" of a sentence-final "Meta-AdaM.", which spaCy splits after the hyphen)
            if "-" in txt and any(_norm(txt.rsplit("-", 1)[0]) == _norm(self._text(a))
                                  for c in self.proposed for a in [c] + c.aliases):
                continue  # "our complete method GST-EFD": a variant, left to :meth:`variants`
            if key in self.method_gaz_keys or key in technique_keys():
                continue
            p = self._pair_of(name.start_char, name.end_char)
            if p is not None and (_norm(p[2].short) in self.method_gaz_keys or p[2].short in L.GENERIC_ABBREVIATIONS
                                  or _norm(p[2].long) in technique_keys()):
                continue
            si = self.tok_sent[name.start]
            self._propose(name, i, si, self.sents[si], rule="propose-ours")

    def _our_name_descriptor_predicate(self, n: Span) -> bool:
        """Whether the name ``n``, right after "our", is followed by one method descriptor
        (:data:`_OWN_DESCRIPTORS`, singular or plural) and then its predicate: "Our
        Zorb-Plonk algorithm aims at risk-averse optimization", "our Twin Zorb Smoothing
        strategy introduces a constraint term" (:data:`OUR_NAME_DESCRIPTOR_PREDICATES`). The
        name is a coined one (a STRONG name span: capitals inside, a hyphen, a digit; or a
        multi-word title-case name), never a short form the abstract defined before, one with
        an acronym pair of its own (the definition rules read it), a known method or a
        pretrained model ("our ResNet-50 model achieves ...", "our BERT model is ..."), a bare
        upper-case abbreviation ("our MWU algorithm": an established method's short name) nor a
        multi-word name holding a short form the abstract defines ("our INT8 FQT method", FQT
        defined: a setting, not a coined name).

        Args:
            n: the name span right after "our".
        Returns:
            True when the name, its descriptor and a predicate follow each other.
        """
        low = self.lower
        h = n.end
        if n.label_ not in ("STRONG", "TITLE") or h + 1 >= len(low):
            return False
        if _singular(low[h]) not in _OWN_DESCRIPTORS or not self._predicate_after(h + 1):
            return False
        txt = self._span_text(n)
        if txt.isalpha() and txt.isupper():
            return False  # "our MWU algorithm": a bare abbreviation, an established method's short name
        shorts = {_norm(a.short) for _s, _l, a in self.pairs}
        if " " in txt and any(_norm(w) in shorts for w in txt.split()):
            return False  # "our INT8 FQT method": a setting built on a defined short form
        return not (self._defined_before(n) or self._pair_of(n.start_char, n.end_char) is not None
                    or self._known_name(txt) or self._is_model_name(txt))

    def _authors_speak(self, sent: Span) -> bool:
        """Whether the authors speak in ``sent`` in the first person or of "this paper / work /
        study" (:data:`NEW_DATA_APPOSITIVES`): "new" alone, which
        :meth:`_speaks_of_own_work` counts, may describe others' data ("Prior work evaluated
        them on a new dataset, X, ...")."""
        low = self.lower
        return any(low[x] in ("we", "our", "us") or low[x] == "this" and x + 1 < sent.end
                   and low[x + 1] in ("paper", "work", "study") for x in range(sent.start, sent.end))

    def _our_far_head(self, k: int, heads: frozenset) -> Optional[int]:
        """The token index of a descriptor head (in ``heads``) that "our" reaches past modifier
        words, or None (:data:`OUR_MODIFIED_DESCRIPTORS`).

        Args:
            k: the token index right after "our" (past "proposed", "new" ...).
            heads: the descriptor heads that may close the phrase.
        Returns:
            ``h`` when tokens ``k`` .. ``h - 1`` are two to :data:`_OUR_MODIFIER_REACH` modifiers
            (adjectives, nouns, participles, a hyphen glued on both sides, "size-adapted", or
            an adverb before an adjective as the first, "most powerful"),
            ``low[h]`` is in ``heads`` and a comma follows it ("Our size-adapted vision
            transformer, SzViT, ..."); None otherwise, also when a modifier is itself a
            descriptor head ("our method model, ...": no one phrase).
        Source: PaperKG's own rule (session 50, prop50), from fresh corpus text and a blind miss.
        """
        if not OUR_MODIFIED_DESCRIPTORS:
            return None
        low, n_tok = self.lower, len(self.lower)
        if k + 2 >= n_tok or low[k] in heads or not (
                self.pos[k] in ("ADJ", "NOUN") or self.tag[k] in ("VBN", "VBG")
                or self.pos[k] == "ADV" and self.pos[k + 1] == "ADJ"):
            return None  # (the first modifier; "Our most powerful model, X": an adverb of an adjective)
        for h in range(k + 2, min(n_tok - 1, k + _OUR_MODIFIER_REACH + 1)):
            x = h - 1
            glued = self.words[x] == "-" and not self.ws[x - 1] and not self.ws[x]
            if not glued and (low[x] in heads or not (self.pos[x] in ("ADJ", "NOUN") or self.tag[x] in ("VBN", "VBG"))):
                return None
            if low[h] in heads and self.words[h + 1] == ",":
                return h
        return None

    def _named_phrase(self, v: int, sent: Span) -> Optional[Span]:
        """The name after a naming verb: "called X", "we name our model X", "dubbed the
        X Y Z" (a capitalised phrase up to punctuation or a function word). After a noun of
        an effect or property ("a property called X", "we term this condition X (XX)") the
        name counts only when the abstract writes it again (:data:`NAMED_PHENOMENA`)."""
        doc = self.doc
        j = v + 1
        if self._names_a_phenomenon(v, sent):
            if not NAMED_PHENOMENA:
                return None  # "an effect we term gradient variance amplification (GVA)"
            n = self._named_phrase_after(v, sent)
            # (eval README: a coined name fixed by a naming verb and written again is a
            # proposal, a named property or effect too: "a property called S-Markov ...
            # the S-Markov property"; written once, it names an effect in passing)
            if n is None or len(re.findall(r"(?<![\w-])" + re.escape(n.text) + r"(?![\w-])", self.text)) < 2:
                return None
            return n
        return self._named_phrase_after(v, sent)

    def _named_phrase_after(self, v: int, sent: Span) -> Optional[Span]:
        """The name after the naming verb at ``v`` (:meth:`_named_phrase` without its
        test for an effect)."""
        doc = self.doc
        j = v + 1
        if v > sent.start and self.lower[v - 1] in _OTHERS_SUBJECTS:
            return None  # "which they dubbed the deep kernel machine (DKM)": prior work
        if WE_NAMED_ONCE and self.lower[v - 1] == "we" and self.lower[v] in _NAMING_VERBS:
            o = self._own_object_end(v, sent)  # "we call this probabilistic score | the Zorb Score"
            if o != v and o + 1 < sent.end and self.lower[o + 1] in ("the", "as"):
                j = o + 1
        if NAMED_AS and j == v + 1 and j + 1 < sent.end and self.lower[j] == "as" \
                and self.lower[v] in ("termed", "named", "dubbed", "denoted", "called", "coined"):
            j += 1  # "a clustering scheme, termed as ZorbNet": the name after "as"
        skipped = 0
        while j < sent.end and skipped < 3:
            long_form = self._long_form_at(j, sent.end)
            if long_form is not None:
                return long_form  # "we call such circuits reservoir-sampler networks (RSNs)"
            if not (doc[j].text in ("\"", "'", "“", "‘", "`", "``") or self.lower[j] == "such"
                    or doc[j].is_lower and doc[j].pos_ in ("DET", "PRON", "NOUN")):
                break
            j += 1
            skipped += 1
        if j >= sent.end:
            return None
        if BRACKETED_NAMED and doc[j].text == "(" and j + 1 < sent.end:
            n = self.name_at.get(j + 1)  # "a generation model, called (ZORB).": the name in brackets
            if n is not None and n.end < sent.end and doc[n.end].text == ")":
                return n
            return None
        n = self.name_at.get(j)
        if DIMENSION_NAMED and n is None and _DIMENSION_RE.match(doc[j].text) and j + 1 < sent.end \
                and doc[j + 1].text[:1].isupper() and doc[j + 1].lower_ not in L.NAME_STOPWORDS:
            n2 = self.name_at.get(j + 1)  # "named 3D Zorb Ranking": the dimension opens the name
            k = max(j + 2, n2.end) if n2 is not None else j + 2
            while k < sent.end and k < j + 6 and not doc[k].is_punct and doc[k].lower_ not in _NAME_PHRASE_STOP \
                    and doc[k].pos_ not in ("VERB", "AUX", "ADP", "SCONJ") and doc[k].text[:1].isupper():
                k += 1
            if k < sent.end and doc[k].text == "-":
                return None
            return Span(doc, j, k, label="NAMED")
        if n is not None and n.label_ != "SINGLE":
            return n
        if not doc[j].text[:1].isupper() or doc[j].lower_ in L.NAME_STOPWORDS:
            return None
        k = max(j + 1, n.end) if n is not None else j + 1  # "called H-nobs": a name of several tokens
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

    def _own_lowercase_name(self, v: int, sent: Span) -> Optional[Span]:
        """The lower-case name that the naming verb at ``v`` gives the paper's own method
        when the sentence opens with it (rule ``propose-named``): "Our first approach,
        called score debiasing, truncates ...", "Our method, termed as filtering posterior
        sampling, leverages ...", "The proposed loss, which we call margin smoothing, ...".

        The subject: "our" (or "the proposed" / "the resulting" / "this new"), at most three
        modifiers and a head of :data:`~kg.extract.lexicon.METHOD_DESCRIPTOR_HEADS` right
        before a comma, then the naming participle (:data:`_NAMING_FORMS`) or "which we
        call / term / name / dub"; or the same head as the object of a contribution verb
        ("we propose a new framework, termed joint label learning, to ...",
        :meth:`_proposed_descriptor_before`). The name: after an optional "as" and "the",
        two to five lower-case words (nouns, adjectives, gerunds; hyphens allowed) closed
        by a comma, a bracket or a dash (:meth:`_lowercase_name_after`). A lower-case phrase after a naming verb elsewhere ("a Cox process
        called permanental process", "an abstract framework called interactive
        estimation") names someone else's idea or a setting, and is left alone.

        Returns:
            the name's tokens as a Span labelled "NAMED", or None.
        """
        low, words = self.lower, self.words
        c = v - 1
        if low[v] in ("call", "term", "name", "dub") and low[c] == "we" and c - 1 > sent.start and low[c - 1] == "which":
            c -= 2  # "..., which we call X"
        if c <= sent.start:
            return None
        if low[v] in _NAMING_FORMS:
            head = self._object_head_before(c if words[c] != "," else c - 1, sent)
            if head is not None:
                # "we propose a novel greedy algorithm called X which ...", "we propose a
                # simple modification to causal language modeling called X, which ..."
                return self._lowercase_name_after(v, sent, clause_end=True)
        if words[c] != ",":
            return None
        head = c - 1
        if self._proposed_descriptor_before(head, sent):
            return self._lowercase_name_after(v, sent)  # "we propose a new framework, termed X,"
        opener = low[sent.start]
        first = sent.start + 1
        if opener in ("the", "this"):
            if low[first] not in (("proposed", "resulting", "new") if opener == "the" else ("new", "proposed")):
                return None
            first += 1
        elif opener != "our":
            return None
        if not (first <= head <= first + 3) or _singular(low[head]) not in L.METHOD_DESCRIPTOR_HEADS \
                or not all(self.pos[x] in ("ADJ", "NOUN", "VERB", "NUM") for x in range(first, head + 1)):
            return None
        return self._lowercase_name_after(v, sent)

    #: Finite verbs of adopting something that exists ("this paper adopts a class of models
    #: termed X"; "we use a technique called X").
    _ADOPTING_VERBS = frozenset("""adopt adopts adopted use uses employ employs leverage leverages utilize
        utilizes utilise utilises""".split())

    def _adopted_before(self, v: int, sent: Span) -> bool:
        """Whether the naming participle at ``v`` names the object of a verb of adopting
        (:data:`_ADOPTING_VERBS`) whose subject is the authors ("we", "this paper / work")
        and that stands before it in its sentence with no contribution verb
        (:data:`_PROPOSE_SET`) between: "this paper adopts a class of models termed X (XX)",
        "we use a sampler called X" name existing things ("it employs a decoder, the
        so-called X" names a part of the method)."""
        low = self.lower
        if low[v] not in _NAMING_FORMS:
            return False
        for x in range(v - 1, sent.start - 1, -1):
            if low[x] in _PROPOSE_SET:
                return False
            if low[x] in self._ADOPTING_VERBS and self.pos[x] in ("VERB", "AUX"):
                subj = [low[y] for y in range(max(sent.start, x - 3), x) if self.pos[y] != "ADV"]
                return bool(subj) and (subj[-1] == "we" or len(subj) >= 2 and subj[-2] == "this"
                                       and subj[-1] in L.SELF_DEMONSTRATIVE_OBJECTS)
        return False

    def _modified_known_name(self, v: int, name: Span) -> bool:
        """Whether ``name``, brought in by the cue at token ``v``, is a known method or model
        (the method gazetteer in this abstract, :meth:`_is_model_name`, a textbook technique)
        with no acronym pair of its own, written as the head of the cue's object right after
        "a" / "an" and modifiers only (adjectives, adverbs, participles, hyphens): "we
        propose an efficient UNet by ..." (:data:`MODIFIED_KNOWN_NOT_PROPOSED`). A word after
        the name that goes on with the noun phrase ("an efficient UNet-based model") or a
        naming form after it ("a new U-Net, called X") keeps the old reading."""
        low, words = self.lower, self.words
        if name.start < v + 3 or low[v + 1] not in ("a", "an"):
            return False
        if self._pair_of(name.start_char, name.end_char) is not None:
            return False
        txt = self._span_text(name)
        key = _norm(txt)
        if not (key in self.method_gaz_keys or self._is_model_name(txt) or key in technique_keys()):
            return False
        if not all(self.pos[x] in ("ADJ", "ADV") or self.tag[x] in ("VBN", "VBG") or words[x] == "-"
                   for x in range(v + 2, name.start)):
            return False
        if name.end < len(low) and (self.pos[name.end] in ("NOUN", "PROPN") or words[name.end] in ("-", "(")
                                    or low[name.end] in _NAMING_FORMS
                                    or words[name.end] == "," and name.end + 1 < len(low)
                                    and low[name.end + 1] in _NAMING_FORMS):
            return False
        return True

    def _prior_named(self, v: int, sent: Span) -> bool:
        """Whether the naming participle at ``v`` ("called", "named", "termed", "dubbed")
        follows a noun phrase that marks its thing as prior work: one of
        :data:`_PRIOR_NAMED_MARKS` among the at most five modifier and noun words between the
        phrase's determiner (or the clause's start) and ``v`` ("a recent method called X",
        "the popular sampler named X", "an existing technique termed X"; not "a new method
        called X", nor "the proposed method called X") (:data:`PRIOR_WORK_NAMED`)."""
        low = self.lower
        if low[v] not in _NAMING_FORMS or low[v] == "as":
            return False
        x = v - 1
        if x >= sent.start and self.words[x] == ",":
            x -= 1
        for y in range(x, max(sent.start - 1, x - 5), -1):
            if low[y] in _PRIOR_NAMED_MARKS:
                return True
            if self.pos[y] not in ("ADJ", "NOUN", "PROPN", "ADV", "VERB") and self.words[y] != "-":
                return False
        return False

    def _prepositional_named(self, v: int, sent: Span) -> bool:
        """Whether the naming participle at ``v`` ("called", "named", "termed", "dubbed")
        follows a noun phrase that a preposition governs: "the" after a preposition ("in
        the context of the belief theory called Zorb Logic (ZL)"), or "a" / "an" after a
        preposition that opens the sentence ("On an instruction-tuned Plonk called Zorb,
        ..."). Such a phrase is the setting or the thing the method is applied to; what
        the authors propose is the object of their cue verb ("we propose a framework
        called X"). "the" before an own mark ("the proposed method called X") or
        "resulting" does not count."""
        low = self.lower
        if low[v] not in _NAMING_FORMS or low[v] == "as":
            return False
        k = v - 1
        while k > sent.start and (self.pos[k] in ("ADJ", "NOUN", "PROPN", "ADV", "NUM") or self.tag[k] == "VBN"
                                  or self.words[k] == "-") \
                and low[k] not in ("the", "a", "an"):
            k -= 1
        if k <= sent.start or low[k] not in ("the", "a", "an") or k + 1 >= v:
            return False
        if low[k + 1] in _OWN_MARKS or low[k + 1] == "resulting":
            return False
        b = k - 1
        if self.pos[b] != "ADP" or low[b] in ("as", "like"):
            return False
        return low[k] == "the" or b == sent.start

    def _coined_lowercase_name(self, v: int, sent: Span) -> Optional[Span]:
        """A lower-case name that the authors coin with the naming verb at ``v`` and write
        again (rule ``propose-named``; eval README: "coined names the paper fixes with 'we
        term / we call' and reuses are proposals, lower-case ones too"): "we" right before
        the verb ("signals, which we term zorb-disturbances, ..."), or a naming participle
        after a descriptor or concept noun in a sentence with "we" before it ("we identify a
        fundamental measure termed zorb expressivity, which ..."). The name as
        :meth:`_lowercase_name_after` reads it (closed also by a relative word or the
        sentence's end), written at least twice in the abstract or also in the title
        (:data:`OWN_OBJECT_NAMES`: "We call our approach zorb shaping constraints because
        ...", the object skipped by :meth:`_own_object_end`); never the name of an effect
        (:meth:`_names_a_phenomenon`). With :data:`WE_NAMED_ONCE`, a name that "we" give with
        a finite naming verb right after it counts when written once too ("update rules we call
        zorb rules"; not after "what" / "how" (:data:`_LOOSE_NAMING_OPENERS`), nor in a sentence
        that cites or compares, nor a known name; two tokens or more, and not a name closed by
        its quote, which :meth:`quoted_terms` reads).

        Returns:
            the name's tokens as a Span labelled "NAMED", or None.
        """
        low = self.lower
        if v <= sent.start:
            return None
        if NAMED_ONCE_LOWERCASE and low[v] in _NAMING_FORMS and low[v - 1] != "so" \
                and not self.words[v - 1].endswith("-") and self._own_coining_before(v, sent) \
                and not self._names_a_problem(v, sent):
            name = self._lowercase_name_after(v, sent, clause_end=True, verb_end=True)
            if name is not None and not self._known_name(name.text):
                if NAMED_ONCE_LOG is not None:
                    NAMED_ONCE_LOG.append(name.text)
                return name
        effect = self._names_a_phenomenon(v, sent)
        coined_once = False
        we_named = False
        if low[v] in _NAMING_VERBS and low[v - 1] == "we":
            if effect:
                return None
            we_named = (v - 2 < sent.start or low[v - 2] not in _LOOSE_NAMING_OPENERS) \
                and _CITE_OR_COMPARE_WORDS.isdisjoint(low[sent.start:sent.end])
            if OWN_OBJECT_NAMES:
                v = self._own_object_end(v, sent)  # "we call our approach X": X after the object
        elif low[v] in _NAMING_FORMS and any(low[x] == "we" for x in range(sent.start, v)):
            h = v - 1 if self.words[v - 1] != "," else v - 2
            if h <= sent.start:
                return None
            concept = _singular(low[h]) in _COINED_CONCEPT_HEADS
            if _singular(low[h]) not in L.METHOD_DESCRIPTOR_HEADS | self._CONCEPT_NOUNS and not concept:
                return None
            k = h - 1
            while k > sent.start and k >= h - 5 and low[k] not in ("a", "an") and self.is_alpha[k] \
                    and low[k] not in _ANAPHORIC_DETERMINERS:
                k -= 1
            if low[k] not in ("a", "an"):
                return None  # ("one of such algorithms, called X", "networks called X": not new)
            # "we establish a condition called X": a concept the authors coin, named once
            coined_once = ONCE_COINED_CONCEPTS and concept and k - 2 >= sent.start \
                and low[k - 1].startswith(_COINING_VERB_STEMS) and low[k - 2] == "we"
            if concept and _singular(low[h]) not in L.METHOD_DESCRIPTOR_HEADS | self._CONCEPT_NOUNS \
                    and not coined_once:
                return None
            if effect and not (coined_once and _singular(low[h]) in _DEFINED_EFFECT_HEADS):
                return None  # "we observe a curious effect called X": an effect, named once
        else:
            return None
        name = self._lowercase_name_after(v, sent, clause_end=True, verb_end=coined_once)
        if name is None:
            return None
        if self.text.lower().count(name.text.lower()) < 2 and not (
                OWN_OBJECT_NAMES and name.text.lower() in (self.doc._.paperkg_title or "").lower()):
            if WE_NAMED_ONCE and we_named and len(name) >= 2 and not self._known_name(name.text) \
                    and not (name.end < sent.end and self.words[name.end] in _CLOSE_QUOTES):
                # "update rules we call plonk rules": coined by the authors, named once (not a
                # single word, "an idea we call zorbing"; a name closed by its quote is left to
                # the quoted-term rule, :meth:`quoted_terms`)
                return name
            if not coined_once:
                return None  # (written once, and not the title's words either)
            if ONCE_COINED_LOG is not None:
                ONCE_COINED_LOG.append(name.text)
        return name

    #: Verbs by which the authors bring in a thing of their own that a naming participle
    #: then names ("we propose a definition ..., termed X", "we identify a phenomenon called
    #: X"); "we focus on a process called X" and "we use ..." name what exists.
    _OWN_COINING_VERBS = frozenset(
        """propose proposes introduce introduces present presents develop develops devise devises
        define defines formulate formulates derive derives identify identifies discover discovers
        uncover uncovers establish establishes""".split())

    def _own_coining_before(self, v: int, sent: Span) -> bool:
        """Whether "we" and then a verb of :data:`_OWN_COINING_VERBS` stand before the naming
        participle at ``v`` in its sentence, with no problem noun between the verb and the
        participle ("a novel task ..., termed X", "a challenge, dubbed X": named problems)
        and no comparison or citation in the sentence (:data:`NAMED_ONCE_LOWERCASE`)."""
        low = self.lower
        if not _CITE_OR_COMPARE_WORDS.isdisjoint(low[sent.start:sent.end]):
            return False
        for x in range(sent.start, v - 1):
            verbs = [y for y in range(x + 1, min(x + 3, v)) if low[y] in self._OWN_COINING_VERBS]
            if low[x] == "we" and verbs:
                # "we introduce a novel task ..., termed X": a named problem, left to the task rules
                return not any(_singular(low[y]) in _PROBLEM_NOUNS or low[y] in ("issue", "issues")
                               for y in range(verbs[0] + 1, v))
        return False

    def _own_object_end(self, v: int, sent: Span) -> int:
        """The last token of the object that "we call / term / name" at ``v`` gives a name,
        when that object is the paper's own method ("we call our approach zorb shaping
        constraints", "we term this new method plonk matching"): "our" / "this" (or, with
        :data:`WE_NAMED_ONCE`, "the resulting / proposed / new"), at most two modifiers and a
        head of :data:`~kg.extract.lexicon.METHOD_DESCRIPTOR_HEADS`; else
        ``v`` itself. The name is then read after the object (:meth:`_lowercase_name_after`)."""
        low = self.lower
        j = v + 1
        own_the = WE_NAMED_ONCE and j + 2 < sent.end and low[j] == "the" \
            and low[j + 1] in ("resulting", "proposed", "new")
        if own_the:
            j += 1  # "we call the resulting procedure X": the object read as "our procedure"
        elif j >= sent.end or low[j] not in ("our", "this", "these"):
            return v
        for h in range(j + 1, min(sent.end, j + 4)):
            if low[j] != "these" and _singular(low[h]) in L.METHOD_DESCRIPTOR_HEADS:
                return h
            if not (self.words[h].islower() and self.pos[h] in ("ADJ", "NOUN", "VERB")):
                break
        if DEMONSTRATIVE_NAMES and low[j] in ("this", "these"):
            # "we call this the X", "we term this feasible region the X", "we call this goal as
            # X", "we call this the \u201cX\u201d": "the", "as" or a quote opens the name after the
            # demonstrative and at most three lower-case words ending in a noun
            h = j
            while h + 1 < min(sent.end, j + 4) and self.words[h + 1].isalpha() and self.words[h + 1].islower() \
                    and self.pos[h + 1] in ("ADJ", "NOUN") and low[h + 1] not in ("the", "as"):
                h += 1
            if (h == j or self.pos[h] == "NOUN") and h + 1 < sent.end \
                    and (low[h + 1] in ("the", "as") or self.words[h + 1] in _OPEN_QUOTES):
                return h
        return v

    def _proposed_descriptor_before(self, head: int, sent: Span, heads: frozenset = L.METHOD_DESCRIPTOR_HEADS) -> bool:
        """Whether token ``head`` ends the object of a contribution verb: a word of
        :data:`~kg.extract.lexicon.METHOD_DESCRIPTOR_HEADS`, before it at most five
        modifiers (adjectives, nouns, participles, adverbs, "yet") after "a" / "an", and a
        contribution verb (:data:`_PROPOSE_FORMS`) right before the article ("we propose
        a simple yet effective method", "we introduce a novel contrastive learning
        method"); or such an object whose modifiers call it new (:data:`_NEW_WORDS`) after
        any word, in a sentence with a contribution verb before it ("we develop X and show
        how a new training strategy, dubbed Y, ..."; not "we study a new framework, termed
        Y, which others built"). ``heads`` replaces the descriptor heads (default
        :data:`~kg.extract.lexicon.METHOD_DESCRIPTOR_HEADS`)."""
        low = self.lower
        if head <= sent.start or _singular(low[head]) not in heads:
            return False
        k = head - 1
        while k > sent.start and k >= head - 5 and low[k] not in ("a", "an") and (
                self.pos[k] in ("ADJ", "NOUN", "VERB", "ADV") or low[k] in ("yet", "-")):
            k -= 1
        if not (k > sent.start and low[k] in ("a", "an")):
            return False
        if low[k - 1] in _PROPOSE_SET:
            return True
        return any(low[x] in _NEW_WORDS for x in range(k + 1, head)) \
            and any(low[x] in _PROPOSE_SET for x in range(sent.start, k - 1))

    #: Words that open a short prepositional phrase between a proposed object's head and
    #: the naming participle that names it ("a modification to X called Y", "a framework
    #: for X called Y", "a combination of A and B called Y").
    _OBJECT_PP_WORDS = frozenset({"to", "for", "of"})
    #: Heads of a proposed object before such a phrase: the descriptor heads and the nouns
    #: of a change made to something ("a modification to X", "a combination of A and B").
    _OBJECT_HEADS = L.METHOD_DESCRIPTOR_HEADS | _DERIVATIVE_NOUNS | {"combination", "generalisation"}
    #: Words that open the clause after a lower-case name given right after the proposed
    #: object ("a novel algorithm called X which ...", "... called X that ...").
    _NAME_CLAUSE_OPENERS = frozenset({"which", "that", "where", "whereby", "because", "since"})

    def _object_head_before(self, c: int, sent: Span) -> Optional[int]:
        """The head of a contribution verb's object that ends at token ``c``, right before
        a naming participle: the head itself ("we propose a novel greedy algorithm | called
        X", :meth:`_proposed_descriptor_before`) or the head before a short prepositional
        phrase of at most five lower-case words (:data:`_OBJECT_PP_WORDS`; the head may then
        also be a noun of change, :data:`_OBJECT_HEADS`: "we propose a
        simple modification to causal language modeling | called X", "we introduce an
        uncertainty decomposition framework for LLMs, | called X").

        Args:
            c: the last token before the participle (and before its comma).
            sent: the sentence.
        Returns:
            the head's token index, or None.
        """
        low = self.lower
        if self._proposed_descriptor_before(c, sent):
            return c
        for h in range(c - 1, max(sent.start, c - 7), -1):
            if not (self.is_alpha[h] or low[h] == "-"):
                return None
            if low[h + 1] in self._OBJECT_PP_WORDS and self._proposed_descriptor_before(h, sent, self._OBJECT_HEADS):
                return h
        return None

    def _lowercase_name_after(self, v: int, sent: Span, clause_end: bool = False,
                              verb_end: bool = False) -> Optional[Span]:
        """The lower-case name after the naming verb at ``v``: after an optional "as" and
        "the", two to five lower-case words (nouns, adjectives, gerunds; hyphens allowed; any
        word before a hyphen, whatever its tag, :data:`LOWER_HYPHEN_NAMES`: "zorb-ranking")
        closed by a comma, a bracket or a dash (with ``clause_end``, also by a relative
        word of :data:`_NAME_CLAUSE_OPENERS` or the sentence's end; with ``verb_end``, also
        by "to" or "and" before a verb: "a notion called zorb identifiability to
        characterize ...", "... called plonk decomposability and show that ..."); else None.
        With :data:`WE_NAMED_ONCE`, a function word before a hyphen may open or continue the
        name ("in-context zorb learning", "zorb-for-plonk"), a comma inside closing quotes
        ends a quoted name ("``zorb rules,''") and the bracket closing "(which we call X)"
        ends it."""
        low, words = self.lower, self.words
        j = v + 1
        if j < sent.end and low[j] == "as":
            j += 1
        if j < sent.end and low[j] == "the":
            j += 1
        quoted = DEMONSTRATIVE_NAMES and j + 1 < sent.end and words[j] in _OPEN_QUOTES
        if quoted:
            j += 1  # "we call this the \u201cweights part\u201d": the quote marks the name
        k = j
        while k < sent.end and k < j + 6 and (words[k] == "-" or words[k].replace("-", "").isalpha()
                                               and words[k].islower() and (
                                                   self.pos[k] in ("NOUN", "ADJ", "VERB", "PROPN")
                                                   or LOWER_HYPHEN_NAMES and k + 1 < sent.end and words[k + 1] == "-")
                                               and (low[k] not in _NAME_PHRASE_STOP
                                                    or WE_NAMED_ONCE and k + 1 < sent.end
                                                    and words[k + 1] == "-")):  # ("in-context ...")
            k += 1
        if quoted:
            closed = k < sent.end and (words[k] in _CLOSE_QUOTES or WE_NAMED_ONCE and words[k] == ","
                                       and k + 1 < sent.end and words[k + 1] in _CLOSE_QUOTES)
            fewest = 1  # (also "we call ``zorb rules,''": the comma inside the quotes)
        else:
            closed = k < sent.end and words[k] in (",", "(", "—", "–", "--") or clause_end and (
                k < sent.end and low[k] in self._NAME_CLAUSE_OPENERS or k == sent.end - 1 and words[k] == ".") \
                or verb_end and k + 1 < sent.end and low[k] in ("to", "and") and self.pos[k + 1] == "VERB" \
                or WE_NAMED_ONCE and clause_end and k < sent.end and words[k] == ")" and v - 3 >= sent.start \
                and low[v - 1] == "we" and words[v - 3] == "(" and low[v - 2] in ("which", "that")
            # (also the bracket that closes "(which we call zorb-iid)")
            # a single coined word only right after "we call / term" ("an idea we call zorbing
            # that ..."), a noun or gerund, never an adjective ("decoders that we call additive")
            fewest = 1 if (DEMONSTRATIVE_NAMES and k == j + 1 and low[v - 1] == "we" and low[v] in _NAMING_VERBS
                           and self.pos[j] in ("NOUN", "VERB") and low[j].endswith(("ing", "ion", "ity", "ness"))) else 2
        if not closed or not (fewest <= k - j <= 5) or words[k - 1] == "-":
            return None
        return Span(self.doc, j, k, label="NAMED")

    def _names_a_phenomenon(self, v: int, sent: Span) -> bool:
        """Whether the naming verb at ``v`` names an observed effect rather than a method:
        a noun of :data:`_PHENOMENON_NOUNS` right before it ("an effect we term X",
        "a phenomenon, dubbed X") or among the three words after it ("we call this
        phenomenon X"); a capitalised word after the verb that does not end the name is
        part of it ("a framework named Failure Reflection Regularizer"; not "a class called
        the Eluder Condition"). A property the authors name themselves ("a property (that) we
        term / call X") is a coined concept, not an observed effect (:data:`COINED_PROPERTIES`)."""
        k = v - 1
        while k > sent.start and self.lower[k] in (",", "(", "we", "which", "that", "is", "are", "here"):
            k -= 1
        if k >= sent.start and _singular(self.lower[k]) in _PHENOMENON_NOUNS:
            return not (COINED_PROPERTIES and _singular(self.lower[k]) in _COINED_PROPERTY_NOUNS
                        and self.lower[v] in _NAMING_VERBS and self.lower[v - 1] == "we")
        return any(_singular(self.lower[j]) in _PHENOMENON_NOUNS and (
            self.words[j].islower() or j + 1 >= sent.end or not self.words[j + 1][:1].isupper())
                   for j in range(v + 1, min(sent.end, v + 4)))

    def _long_form_at(self, j: int, end: int) -> Optional[Span]:
        """The long form of an acronym definition that starts at token ``j`` (after "as":
        "termed as convolutional neural operators (CNOs)") and is followed by its short
        form ("named isometric quotient VAEs (IQVAEs)"), else None. Only in a sentence
        that speaks of the authors' own work ("we", "our", "this paper"): "recent works
        show that ..., termed the mean-field dynamics (MFD)" names prior work."""
        doc = self.doc
        sent = self.sents[self.tok_sent[min(j, len(doc) - 1)]]
        if not any(self.lower[k] in ("we", "our", "us", "resulting", "proposed") or self.lower[k] in ("paper", "work")
                   and k > sent.start and self.lower[k - 1] == "this" for k in range(sent.start, sent.end)):
            return None
        if j < end and self.lower[j] == "as":
            j += 1
        if j >= end:
            return None
        for (ss, se), (ls, le), _a in self.pairs:
            if ls == doc[j].idx and le <= ss:
                return doc.char_span(ls, le, alignment_mode="expand")
        return None

    def _name_goes_on_past_acronym(self, n: Span) -> bool:
        """Whether the name ``n`` is followed by its acronym in brackets and then a capitalised
        word glued to the name's own spelling ("Zorb-Plonk (ZP) Ensemble", "Zorb Plonk (ZP)
        Network"): the named thing is the whole "Zorb-Plonk Ensemble", a method's name, so the
        name is no problem's (:data:`NAMES_GOING_ON_PAST_ACRONYM`).

        Args:
            n: the named span after a naming verb.
        Returns:
            True when a capitalised word follows the bracketed acronym after ``n``.
        """
        k = n.end
        words = self.words
        if k + 3 >= len(words) or words[k] != "(" or words[k + 2] != ")":
            return False
        nxt = words[k + 3]
        return nxt[:1].isupper() and nxt.isalpha() and self._pair_of(n.start_char, n.end_char) is not None

    def _names_a_problem(self, v: int, sent: Span) -> bool:
        """Is the name after the naming verb at ``v`` the name of a problem ("we consider
        an online learning problem, called X", "a challenging problem named X")? True
        when the noun right before the verb (behind a comma or "which we") is
        "problem", "task", "setting", "game" or "challenge"; after "and ... it" ("we define this
        formulation and coin it as X") the nearest noun before "and" decides, a formulation
        too; not for plural problems named before ("these problems"), which a relative
        clause does not name anew."""
        k = v - 1
        while k > sent.start and self.lower[k] in (",", "(", "we", "which", "that", "is", "are", "here"):
            k -= 1
        if ALSO_CALLED_PROBLEMS and self.lower[k] == "also" and self.words[k - 1] == ",":
            # "the problem of Zorb Plonking (ZP), also called Y": Y is another name of the problem
            for x in range(k - 2, max(sent.start, k - 14), -1):
                if self.pos[x] in ("VERB", "AUX") or self.words[x] in (",", ";"):
                    break
                if self.lower[x] == "of" and _singular(self.lower[x - 1]) in _PROBLEM_NOUNS:
                    return True
        if k > sent.start and self.lower[k - 1] in _ANAPHORIC_DETERMINERS and self.lower[k].endswith("s"):
            return False  # "a method to alleviate these problems that we call X": X is the method
        if self.lower[k] == "and" and self.lower[v + 1] in ("it", "them"):
            # "we define this novel formulation and coin it as X": "it" is the first verb's object
            noun = next((x for x in range(k - 1, max(sent.start, k - 8) - 1, -1) if self.pos[x] == "NOUN"), None)
            return noun is not None and _singular(self.lower[noun]) in _PROBLEM_NOUNS | {"formulation"}
        return k >= sent.start and self.lower[k] in _PROBLEM_NOUNS

    def _technique_kind(self, name: Span) -> bool:
        """"a novel active learning (AL) method", "an amortized Expectation-Maximization
        (EM) learning framework", "the use of Sequential Monte Carlo (SMC) methods": an
        acronym definition followed by a descriptor (up to two words after the closing
        parenthesis end in a :data:`~kg.extract.lexicon.METHOD_DESCRIPTOR_HEADS` word)
        whose long form is an established technique or task (Papers with Code / CSO)
        names the kind of the contribution, not the contribution ("a single-loop robust
        policy gradient (SRPG) method" is new: SRPG is its name)."""
        pair = self._pair_of(name.start_char, name.end_char)
        if pair is None:
            return False
        (ss, se), (ls, le), a = pair
        close = self.doc.char_span(ss, se, alignment_mode="expand")
        if close is None:
            return False
        k = close.end
        if k < len(self.words) and self.words[k] == ")":
            k += 1
        heads = [j for j in range(k, min(k + 3, len(self.lower)))
                 if _singular(self.lower[j]) in L.METHOD_DESCRIPTOR_HEADS]
        if not heads or any(not self.is_alpha[j] for j in range(k, heads[0])):
            return False
        key = _norm(a.long)
        return key in self.method_gaz_keys or key in technique_keys() or key in self.task_gaz_keys

    def _named_kind_object(self, name: Span, head: int, v: int) -> bool:
        """"This study introduces LEGO bricks, which integrate ...": a short capital name
        right after the cue verb at ``v``, with one lower-case plural noun ``head`` after it
        that a relative clause describes (", which" / ", that") and that the abstract
        writes after the name again ("LEGO bricks enrich ..."), names the artifact with
        its own word for its kind, not a modifier of something else."""
        return name.start == v + 1 and head == name.end and self.tag[head] == "NNS" \
            and head + 2 < len(self.words) and self.words[head + 1] == "," \
            and self.lower[head + 2] in ("which", "that") and _short_capitals(name.text) \
            and self.text.count(f"{name.text} {self.words[head]}") >= 2

    def _known_family_kind(self, name: Span) -> bool:
        """True for "a Monte Carlo algorithm", "a Gaussian Process model": a name of
        several words that no acronym defines, right before a lower-case descriptor noun
        (:data:`~kg.extract.lexicon.METHOD_DESCRIPTOR_HEADS`), that is a known technique
        (:func:`~kg.extract.gazetteer.technique_keys`: Papers with Code and CSO) or begins
        two or more of them ("monte carlo tree search", "monte carlo dropout", ...): it
        names the kind of an unnamed contribution, not the contribution."""
        key = _norm(name.text)
        if " " not in key or self._pair_of(name.start_char, name.end_char) is not None \
                or any(ls == name.start_char for _, (ls, _le), _a in self.pairs):
            return False
        k = name.end
        if k >= len(self.words) or not self.words[k].isalpha() or not self.words[k].islower() \
                or _singular(self.lower[k]) not in L.METHOD_DESCRIPTOR_HEADS:
            return False
        return key in technique_keys() or _technique_prefix_count(key) >= 2

    def _expansion_modifier(self, n: Span) -> bool:
        """Whether the name ``n`` ends in the long form of an acronym written in brackets
        right after it, and the one or two lower-case words after the closing bracket
        make with the long form or with the acronym a known task or method name (Papers
        with Code or the gazetteer): "a Differentiable Out-of-Distribution (OOD) detection
        layer" -> "out-of-distribution detection" is a task, so the capitalised words
        modify that established head and name nothing the paper proposes.

        Args:
            n: the candidate name's tokens.
        Returns:
            True when ``n`` modifies such a known head; False otherwise (no bracket, no
            acronym pair ending with ``n``, or no known name with the words after it)."""
        low, words = self.lower, self.words
        k = n.end
        if k >= len(low) or words[k] != "(":
            return False
        close = next((x for x in range(k + 1, min(k + 4, len(low))) if words[x] == ")"), None)
        if close is None or close + 1 >= len(low):
            return False
        for (ss, se), (ls, le), a in self.pairs:
            if le != n.end_char or ls < n.start_char or ss != self.idx[k + 1]:
                continue
            forms = (self.text[ls:le], a.short)
            after = []
            x = close + 1
            while x < len(low) and x <= close + 2 and words[x].isalpha() and words[x].islower() \
                    and self.pos[x] in ("NOUN", "ADJ", "VERB"):
                after.append(words[x])
                key_words = " ".join(after)
                for form in forms:
                    key = _norm(f"{form} {key_words}")
                    if key in self.task_gaz_keys or key in self.method_gaz_keys \
                            or key in _pwc_keys("task") or key in _pwc_keys("method"):
                        return True
                x += 1
        return False

    def _lower_head_after(self, n: Span) -> Optional[int]:
        """Token index of the head noun of a lower-case phrase right after name ``n``
        ("Statistical Query lower bound" -> "bound"), or None when no lower-case noun
        follows. After a determiner or "of" ("a Statistical Query lower bound", "a class
        of PAC bounds"), or after a short capital acronym, the tagger's adverb / verb
        readings of such words count too. A third-person verb of a result claim
        (:data:`_CLAIM_VERB_FORMS`: "outperforms", "achieves") ends the phrase whatever its
        tag: "The proposed ZorbQA outperforms BM25" has no lower-case head after the name."""
        k, head = n.end, None
        loose = n.start > 0 and self.lower[n.start - 1] in ("a", "an", "the", "of") or \
            _short_capitals(self.words[n.start])
        tags = ("ADJ", "NOUN", "ADV", "VERB") if loose else ("ADJ", "NOUN")
        while k < len(self.lower) and self.words[k].islower() and self.words[k].isalpha() \
                and self.pos[k] in tags and k < n.end + 3:
            if CLAIM_VERBS_NO_HEAD and self.lower[k] in _CLAIM_VERB_FORMS:
                break  # "The proposed ZorbQA outperforms BM25": a predicate the tagger read as a noun
            if self.pos[k] != "ADJ":
                head = k
            k += 1
        return head

    #: Participles that make the name before them the means of what follows ("a GPT based
    #: model", "a CLIP guided sampler"); written with a hyphen ("GPT-based") they are part of
    #: one token group that the name rules already read as a means.
    _MEANS_PARTICIPLES = frozenset({"based", "driven", "powered", "guided", "enhanced", "assisted", "inspired"})

    def _means_modifier(self, n: Span) -> bool:
        """True when the name ``n`` is followed, after a space, by a participle of
        :data:`_MEANS_PARTICIPLES` and then a lower-case word that is not "on" / "upon" /
        "by": the name is what the thing after it is built on, not the thing proposed."""
        j = n.end
        if j + 1 >= len(self.lower) or self.lower[j] not in self._MEANS_PARTICIPLES or not self.ws[j - 1]:
            return False
        nxt = self.words[j + 1]
        return nxt.isalpha() and nxt.islower() and nxt not in ("on", "upon", "by")

    #: Nouns of a way of seeing: what such an object says the studied thing is ("a new
    #: perspective on X as PCA", "a new interpretation of X as ... the Laplace
    #: approximation (LA)") is an existing method, not the contribution.
    _VIEW_NOUNS = frozenset({"perspective", "perspectives", "view", "viewpoint", "interpretation",
                             "reinterpretation", "lens"})

    def _view_object(self, v: int, name: Span) -> bool:
        """True when the first noun after the contribution verb at token ``v`` is a noun
        of :data:`_VIEW_NOUNS` ("we present a novel perspective on ...") and no other
        contribution verb stands between it and ``name`` ("a new perspective ..., by
        proposing X" still proposes X)."""
        k = v + 1
        while k < name.start and self.pos[k] in ("DET", "ADJ", "ADV", "CCONJ", "PUNCT"):
            k += 1
        if k >= name.start or self.lower[k] not in self._VIEW_NOUNS:
            return False
        return not any(self.lower[x] in _PROPOSE_FORMS for x in range(k + 1, name.start))

    def _modifies_noun(self, n: Span) -> bool:
        nxt = self.doc[n.end] if n.end < len(self.doc) else None
        return nxt is not None and nxt.text.islower() and (
            nxt.pos_ == "NOUN" or nxt.text in L.METHOD_DESCRIPTOR_HEADS)  # ("an X algorithm": a PROPN reading)

    def _names_descriptor_of(self, n: Span, modifier: Span) -> bool:
        """True for "a novel FRL algorithm FLUTE" (or "..., the FLUTE," / "..., namely FLUTE,",
        :meth:`_comma_the_appositive`): name ``n`` follows, in the same noun
        phrase, a descriptor head (:data:`~kg.extract.lexicon.METHOD_DESCRIPTOR_HEADS`)
        that ``modifier`` (an earlier name) qualifies; ``n`` is the contribution's name
        and ``modifier`` only says what kind of method it is. At most two words
        (no punctuation) between ``modifier`` and the head, and ``n`` must end the phrase
        or stand alone in brackets right after the head ("a new offline RL algorithm
        (FOO) with ...": a short form whose long form is not written out).
        """
        words = self.words
        bracketed = n.start >= 2 and words[n.start - 1] == "(" and n.end < len(words) and words[n.end] == ")" \
            and self._pair_of(n.start_char, n.end_char) is None  # ("a neural network (NN)": the head's acronym)
        h = n.start - 2 if bracketed else n.start - 1
        if APPOSITIVE_THE and not bracketed and self._comma_the_appositive(n):
            h = n.start - 3  # "a new zorb-Lipschitz invertible network, the ZorbNet, which"
        if h < modifier.end or h - modifier.end > 2 or self.lower[h] not in L.METHOD_DESCRIPTOR_HEADS:
            return False
        if any(not self.is_alpha[k] and "-" not in self.words[k] for k in range(modifier.end, h)):
            return False
        if bracketed:
            return True
        nxt = self.doc[n.end] if n.end < len(self.doc) else None
        return nxt is None or nxt.text in (",", "(", ".", ";", ":") or nxt.lower_ in ("and", "that", "which", "for", "to")

    def _comma_the_appositive(self, n: Span) -> bool:
        """Whether name ``n`` opens an appositive after a comma and "the" or "namely"
        ("a new invertible zorb network, the ZorbNet, which ...", "a novel Plonk
        Segmentation framework, namely PS-Net, that ...") with a comma, bracket or
        sentence end after it (:data:`APPOSITIVE_THE`); after "namely" a lone title-case word
        is no name."""
        k = n.start
        nxt = self.words[n.end] if n.end < len(self.words) else None
        if self.lower[k - 1] == "namely" and n.label_ == "SINGLE":
            return False  # "a language other than English, namely Zorbish": a lone title word
        return k >= 2 and self.lower[k - 1] in ("the", "namely") and self.words[k - 2] == "," \
            and (nxt is None or nxt in (",", "(", ".", ";"))

    def _is_appositive(self, n: Span) -> bool:
        prev = self.doc[n.start - 1] if n.start > 0 else None
        nxt = self.doc[n.end] if n.end < len(self.doc) else None
        named = prev is not None and prev.lower_ == "as" and n.start >= 2 and self.lower[n.start - 2] == "known"
        if NAMELY_AFTER_WINDOW and prev is not None and prev.lower_ == "namely" and n.start >= 2 \
                and self.words[n.start - 2] == ",":
            named = True  # "a novel LS heuristic paradigm, namely PruneX, to ..."
        if APPOSITIVE_THE and self._comma_the_appositive(n):
            return True  # "a new ... network, the ZorbNet, which"
        return (prev is not None and (prev.text in (",", ":") or prev.lower_ in _NAMING_FORMS or named)) and (
            nxt is None or nxt.text in (",", "(", ".", ";", ":"))

    def title_name(self):
        """"X: <what it is>" titles (``doc._.paperkg_title``): a name-shaped X that the
        abstract names is the paper's proposal (method, or benchmark when the words around
        it in the abstract say so), unless a proposal already covers it (which then becomes
        the main method, :meth:`_promote_title`). X may be a name and a version number
        ("Habitat 3.0") that the abstract writes exactly so, or one title-case word of four
        letters or more, no stop word and no established name, that the abstract writes in
        the same case inside a sentence, after a small letter or a comma ("Bounce: ..." and
        "this paper proposes Bounce that ...": a capital there marks a coined name; rule
        ``propose-title-word``, typed by the descriptor before it as well: "a new dataset
        Prometheus" is a benchmark); or one lower-case coined word that the abstract writes
        twice (:meth:`_title_lower_word`)."""
        title = self.doc._.paperkg_title
        if not title or not isinstance(title, str):
            return
        self._title_as_object(title)
        if TITLE_ECHO:
            self._title_echo(title)
        self._title_head_name(title)
        self._title_description_acronym(title)
        m = _TITLE_NAME.match(title)
        if m is None:
            return
        self._title_data_type(m.group(1), title[m.end() - 1:])
        words = m.group(1).split()
        shapes = [word_shape(w) for w in words]
        versioned = len(words) == 2 and shapes[0] in ("strong", "title") and _VERSION_RE.match(words[1])
        single = TITLE_SINGLE_WORD and len(words) == 1 and shapes[0] == "title" and words[0].isalpha() \
            and len(words[0]) >= 4 and words[0].lower() not in L.NAME_STOPWORDS \
            and re.search(r"[a-z,] " + re.escape(words[0]) + r"(?![\w-])", self.text) is not None
        lower = TITLE_LOWER_WORD and len(words) == 1 and words[0].isalnum() and words[0].islower() \
            and words[0][:1].isalpha() and len(words[0]) >= 4 and words[0] not in L.NAME_STOPWORDS \
            and len(re.findall(r"(?<![\w-])" + re.escape(words[0]) + r"(?![\w-])", self.text)) >= 2
        if lower:
            self._title_lower_word(words[0])
            return
        if not versioned and not single and (len(words) > 4 or "" in shapes or "strong" not in shapes):
            if TITLE_CUED_PHRASES and 2 <= len(words) <= 4 and all(x == "title" for x in shapes) \
                    and all(w.isalpha() for w in words):
                self._title_cued_phrase(m.group(1))
            return
        key = _norm(m.group(1))
        for c in self.proposed:
            if _norm(self._text(c)) == key or any(_norm(self._text(a)) == key for a in c.aliases):
                self._promote_title(c)
                return
        if single and (key in self.method_gaz_keys or key in technique_keys() or key in _pwc_keys("method")
                       or key in _pwc_keys("task") or key in self.task_gaz_keys or key in self.dataset_gaz_keys):
            return  # "Transformers: ...": an established name, no coinage
        for n in self.names:
            if _norm(self._span_text(n)) == key:
                if self._short_for_task(n):
                    return  # "DVSOD: ..." and "the field of RGB-D video salient object detection (DVSOD)"
                si = self.tok_sent[n.start]
                sent = self.sents[si]
                cue = max(sent.start, n.start - 1)
                if single:  # the sentence's contribution verb, when one stands before the name
                    cue = max((pv for pv in self.proposal_verbs if sent.start <= pv < n.start), default=cue)
                self._propose(n, cue, si, sent, rule="propose-title-word" if single else "propose-title")
                added = next((c for c in self.proposed if c.start == n.start_char), None)
                if added is not None:
                    self._promote_title(added)  # "SuDA: ..." is the main method, not a part
                    if TITLE_DATA_AFTER_PROPOSING:
                        # "Zorb-M2: A Multilingual Session Dataset for ...": typed by the title's
                        # description, as a proposal found before (:meth:`_title_data_type`)
                        self._title_data_type(m.group(1), title[m.end() - 1:])
                return
        if versioned:
            # "Habitat 3.0: A Co-Habitat for ...": a name with a version number, which the
            # name finder leaves out; the abstract must write it exactly so
            at = self.text.find(m.group(1))
            span = self.doc.char_span(at, at + len(m.group(1)), alignment_mode="expand") if at >= 0 else None
            if span is not None:
                si = self.tok_sent[span.start]
                sent = self.sents[si]
                self._propose(span, max(sent.start, span.start - 1), si, sent, rule="propose-title")

    def _title_lower_word(self, word: str) -> None:
        """Rule ``propose-title-word`` for a lower-case coined word before the title's colon
        ("zorbdata: A Unified Interface to ...", :data:`TITLE_LOWER_WORD`) that the abstract
        writes at least twice as a whole word in the same case (checked by the caller): the
        word's first occurrence is the proposal (typed by the words around it, as a title
        word), unless a proposal already covers it (which then becomes the main method) or it
        is an established technique, task or dataset. No effect otherwise."""
        key = _norm(word)
        for c in self.proposed:
            if _norm(self._text(c)) == key or any(_norm(self._text(a)) == key for a in c.aliases):
                self._promote_title(c)
                return
        if key in self.method_gaz_keys or key in technique_keys() or key in _pwc_keys("method") \
                or key in _pwc_keys("task") or key in self.task_gaz_keys or key in self.dataset_gaz_keys:
            return
        at = next((k for k, w in enumerate(self.words) if w == word), None)
        if at is None:
            return
        n = Span(self.doc, at, at + 1, label="SINGLE")
        si = self.tok_sent[at]
        sent = self.sents[si]
        cue = max((pv for pv in self.proposal_verbs if sent.start <= pv < at), default=max(sent.start, at - 1))
        self._propose(n, cue, si, sent, rule="propose-title-word")
        added = next((c for c in self.proposed if c.start == n.start_char), None)
        if added is not None:
            self._promote_title(added)

    #: Words that end the head phrase of a title's description ("A Dataset for X", "A
    #: Corpus of Y", "An Improved Benchmark with Z").
    _TITLE_HEAD_ENDS = frozenset("for of with via in on to that from towards toward and using by".split())
    #: Heads of a title's description that make the title's name data.
    _TITLE_DATA_HEADS = frozenset("dataset benchmark corpus testbed suite collection leaderboard".split())
    #: Nouns that end a coordinated title description ("A Research Library and Benchmark",
    #: "Efficient Foundation Model and Benchmark": two things, the first not data); a
    #: comma or "and" after another word joins modifiers of one head ("An Open,
    #: Billion-scale Corpus"; :data:`TITLE_COORDINATED_MODIFIERS`).
    _TITLE_NOUN_ENDS = L.METHOD_DESCRIPTOR_HEADS | _TITLE_DATA_HEADS | frozenset(
        "platform environment simulator toolbox tool analysis study evaluation benchmarking".split())

    def _title_cued_phrase(self, name: str) -> None:
        """"Zorb Plonk Therapy: Language Models Can ..." as the title and "we propose to
        leverage LLMs via Zorb Plonk Therapy which ...": a title name of two to four
        capitalised words, written exactly so in an abstract sentence after a contribution
        verb of that sentence (:attr:`proposal_verbs`), is proposed there (rule
        ``propose-title``, the main method; :data:`TITLE_CUED_PHRASES`). Not a known method,
        task or dataset, and only when no proposal has that name yet."""
        if name not in self.text:
            return  # (the pattern below needs the name as written: no regular expression to compile)
        key = _norm(name)
        if any(_norm(self._text(a)) == key for c in self.proposed for a in [c] + list(c.aliases)):
            return
        if key in self.method_gaz_keys or key in technique_keys() or key in _pwc_keys("method") \
                or key in _pwc_keys("task") or key in self.task_gaz_keys or key in self.dataset_gaz_keys:
            return
        for mt in re.finditer(r"(?<![\w-])" + re.escape(name) + r"(?![\w-])", self.text):
            span = self.doc.char_span(mt.start(), mt.end(), alignment_mode="strict")
            if span is None:
                continue
            si = self.tok_sent[span.start]
            sent = self.sents[si]
            cue = max((pv for pv in self.proposal_verbs if sent.start <= pv < span.start), default=None)
            if cue is None:
                continue
            self._propose(Span(self.doc, span.start, span.end, label="TITLE"), cue, si, sent, rule="propose-title")
            added = next((c for c in self.proposed if c.start == span.start_char), None)
            if added is not None:
                self._promote_title(added)
            return

    def _title_data_type(self, name: str, rest: str) -> None:
        """"INSPECT: A Multimodal Dataset for Patient Outcome Prediction", "SMACv2: An
        Improved Benchmark for ...": when the description after the title's colon is headed
        (up to its first preposition, "and" or comma; a comma or "and" after a word that is no
        noun of :data:`_TITLE_NOUN_ENDS` joins modifiers and is read past: "An Open,
        Billion-scale Corpus of ...", :data:`TITLE_COORDINATED_MODIFIERS`) by a noun of
        :data:`_TITLE_DATA_HEADS`, the proposal that the title names (text or alias, no
        part and with no parts of its own) is a benchmark, whatever the words around it
        in the abstract said ("we introduce INSPECT, which contains ..."), unless a method
        descriptor stands within six words before its first mention ("a judge language
        model, named X"). When it was the
        main method, the next top-level method proposal, if any, takes that place."""
        words = re.findall(r"[\w'-]+|,", rest)
        head = []
        for w in words:
            if w == "," or w.lower() in self._TITLE_HEAD_ENDS:
                if TITLE_COORDINATED_MODIFIERS and w.lower() in (",", "and") and head \
                        and _singular(head[-1]) not in self._TITLE_NOUN_ENDS:
                    continue  # "An Open, Billion-scale Corpus", "A Diverse and Multilingual Benchmark"
                break
            head.append(w.lower())
        if not head or _singular(head[-1]) not in self._TITLE_DATA_HEADS and head[-1] not in self._TITLE_DATA_HEADS:
            return
        key = _norm(name)
        for c in self.proposed:
            if c.etype != "Method" or c.whole is not None:
                continue
            if not any(_norm(self._text(a)) == key for a in [c] + list(c.aliases)):
                continue
            texts = {self._text(a) for a in [c] + list(c.aliases)}
            if any(o.whole in texts for o in self.proposed):
                return  # a method with parts: the description speaks of something else
            first = min([c] + list(c.aliases), key=lambda a: a.start)
            span = self.doc.char_span(first.start, first.end, alignment_mode="expand")
            if span is not None and any(_singular(self.lower[x]) in L.METHOD_DESCRIPTOR_HEADS
                                        for x in range(max(0, span.start - 6), span.start)):
                return  # "we introduce a judge large language model, named X": the abstract says model
            for a in [c] + list(c.aliases):
                a.etype, a.role = "Dataset", "benchmark"
            if self.main is c:
                c.main = False
                self.main = next((o for o in self.proposed if o.etype == "Method" and o.whole is None), None)
                self.main_sent = None if self.main is None else self.main.sent
                if self.main is not None:
                    self.main.main = True
            return

    def _title_head_name(self, title: str) -> None:
        """"Stochastic Q-learning for Large Discrete Action Spaces" as the title and "the
        convergence of Stochastic Q-learning is established" in the abstract: when the
        paper has no other proposal, the head of the title is the proposal (rule
        ``propose-title-head``) if the abstract writes it word for word, in the same case,
        inside a sentence (not at its start, where every word is capitalised).

        The head is the part of the title before its colon when the abstract writes that
        whole (up to eight words: "Brain Diffusion for Visual Exploration"), else the part
        before a first "for", "in", "with", "via", "on", "under", "through" or "beyond" (two
        to five words; LaTeX is cleaned first: "Stein $\\Pi$-Importance Sampling"). Refused:
        a head whose last word (before "for") is a task noun ("Hierarchical Novelty
        Detection via ...") or a plural ("Graph Neural Networks for ...": a family), unless
        the abstract writes the plural head capitalised after a lower-case word or a comma
        ("we pretrain Headless Zorb Models": a coined name) or defines it by an acronym in
        any case (:meth:`_title_head_acronym`: "recasts X as in-context zorbs (ICZ)"); an
        established technique, task or dataset (Papers with Code, CSO, the gazetteers); a
        head that the abstract names after a naming verb ("This phenomenon is termed X",
        "a game called X": the naming rules judge those), puts before a lower-case noun
        ("we explore X inference") or defines by an acronym in a sentence that does not
        speak of the paper's own work ("On the other hand, X (XX), which ...").

        Args:
            title: the paper's title (``doc._.paperkg_title``), its markup resolved
                (:func:`kg.records.plain_title`).
        """
        if self.proposed:
            return
        before_colon = title.split(":", 1)[0].strip()
        head = _TITLE_HEAD_RE.split(before_colon, 1)[0].strip()
        if head != before_colon and len(before_colon.split()) <= 8 and before_colon in self.text:
            head = before_colon  # "Brain Diffusion for Visual Exploration" is written out whole
        words = head.split()
        if not 2 <= len(words) <= 8 or not words[0][:1].isupper() or len(head.split()) > 5 and head != before_colon:
            return
        stem = _TITLE_HEAD_RE.split(head, 1)[0].split()  # the words before "for" decide the kind
        if _singular(stem[-1].lower()) in L.TASK_HEADS:
            return  # "Hierarchical Novelty Detection via ...": the problem, not a method
        last = stem[-1]
        if last.endswith("s") and not last[:-1].isupper() and _singular(last.lower()) != last.lower():
            # a plural head: a family ("Graph Neural Networks for ..."), unless the abstract
            # defines it by an acronym of its own ("In-Context Zorbs: ..." and "we recast
            # X as in-context zorbs (ICZ)")
            if head not in self.text:
                self._title_head_acronym(head)
                return
            if not re.search(r"[a-z,;] " + re.escape(head) + r"\b", self.text):
                return  # (a capitalised plural written mid-sentence is a coined name: "we
                # pretrain Headless Zorb Models")
        key = _norm(head)
        if key in self.method_gaz_keys or key in technique_keys() or key in _pwc_keys("task") \
                or key in _pwc_keys("method") or key in self.task_gaz_keys or key in self.dataset_gaz_keys:
            return
        found = []
        at = self.text.find(head)
        while at >= 0:
            end = at + len(head)
            if end >= len(self.text) or not (self.text[end].isalnum() or self.text[end] == "-"):
                span = self.doc.char_span(at, end, alignment_mode="strict")
                if span is not None:
                    found.append(span)
            at = self.text.find(head, at + 1)
        if not found:
            self._title_head_acronym(head)
            return
        for span in found:
            pair = self._pair_of(span.start_char, span.end_char)
            if pair is not None and not self._speaks_of_own_work(self.sents[self.tok_sent[span.start]]):
                return  # "On the other hand, Curriculum Learning (CL), which ...": defined as background
            if any(self.lower[x] in _NAMING_FORMS or self.lower[x] in _NAMING_VERBS
                   for x in range(max(0, span.start - 3), span.start)):
                return  # "This phenomenon is termed as Neural Collapse", "a game called X": the naming rules judge it
            head_after = self._lower_head_after(span)
            if head_after is not None and _singular(self.lower[head_after]) not in L.METHOD_DESCRIPTOR_HEADS:
                return  # "we explore Credal Marginal MAP inference": it modifies a task or thing
        for span in found:
            si = self.tok_sent[span.start]
            if span.start > self.sents[si].start and self.words[span.start - 1] not in (".", ":", "\"", "“"):
                self._propose(span, span.start - 1, si, self.sents[si], rule="propose-title-head")
                return

    def _title_description_acronym(self, title: str) -> None:
        """"An LLM can Zorb Itself: A Prompt-Based Plonk Attack" as the title and "via a
        prompt-based plonk attack (PromptPlonk)" in the abstract: when the paper has no
        other proposal, the description after the title's colon, without its article and
        cut before its first "for", "in", "with", "via", ... (two to five words), is
        matched against the long forms of the abstract's acronyms as the title's head is
        (:meth:`_title_head_acronym`, which judges the definition). Refused like the head:
        a last word that is a task noun ("...: Zorb Detection for ...") and an established
        technique, task or dataset.

        Args:
            title: the paper's title (``doc._.paperkg_title``), its markup resolved.
        """
        if self.proposed or ":" not in title:
            return
        desc = title.split(":", 1)[1].strip()
        desc = re.sub(r"^(?:A|An|The)\s+", "", desc)
        head = _TITLE_HEAD_RE.split(desc, 1)[0].strip()
        words = head.split()
        if not 2 <= len(words) <= 5 or not words[0][:1].isupper():
            return
        if _singular(words[-1].lower()) in L.TASK_HEADS:
            return
        key = _norm(head)
        if key in self.method_gaz_keys or key in technique_keys() or key in _pwc_keys("task") \
                or key in _pwc_keys("method") or key in self.task_gaz_keys or key in self.dataset_gaz_keys:
            return
        self._title_head_acronym(head)

    def _title_head_acronym(self, head: str) -> None:
        """"Intra-Modal Proxy Learning for Zero-Shot ..." as the title and "to facilitate
        the intra-modal proxy learning (InMaP) for vision. ... InMaP can obtain ..." in the
        abstract: an acronym whose long form is the title's head in another case or
        hyphenation (compared by :func:`~kg.extract.roles_base._norm`) names the paper's
        proposal (rule ``propose-title-acronym``) when its short form is used again after
        the definition, the definition's sentence speaks of the paper's own work
        (:meth:`_speaks_of_own_work`, which also refuses a citation), and the short form
        does not stand for a task (:meth:`_short_for_task`). Refused as a problem or a
        known thing: a problem noun among the four words before the long form ("a new
        task called X (XX)") or a study verb among the three ("we revisit X (XX)"), and
        "as" or a copula right after the bracket ("identifying X (XX) as a
        vulnerability"). Called by
        :meth:`_title_head_name` (which has refused established techniques and task heads)
        when the abstract does not write the head in the title's own case.

        Args:
            head: the head of the title (the words before its colon or its first "for",
                "in", "with", ...).
        """
        key = _norm(head)
        for (ss, se), (ls, le), a in self.pairs:
            if _norm(a.long) != key or se < ls:
                continue  # (a "SHORT (long form)" definition is left to the other rules)
            short = self.doc.char_span(ss, se, alignment_mode="strict")
            span = self.doc.char_span(ls, le, alignment_mode="strict")
            if short is None or span is None or self._short_for_task(short):
                return
            sent = self.sents[self.tok_sent[span.start]]
            if not self._speaks_of_own_work(sent):
                return  # "GRNI is a challenging problem", "a cited method (Smith et al.)"
            before = [self.lower[x] for x in range(max(sent.start, span.start - 4), span.start)]
            if any(w in _PROBLEM_NOUNS for w in before) or any(w in L.STUDY_VERBS for w in before[-3:]):
                return  # "a new task called X (XX)", "we revisit X (XX)": a problem or a known thing
            k = short.end + (1 if short.end < len(self.words) and self.words[short.end] == ")" else 0)
            if k < len(self.lower) and (self.lower[k] == "as" or self.lower[k] in _BE_FORMS):
                return  # "identifying X (XX) as a vulnerability", "X (XX) is a hard problem"
            reused = re.search(r"(?<![\w-])" + re.escape(a.short) + r"(?![\w-])", self.text[se + 1:])
            if reused is None:
                return
            self._propose(span, max(sent.start, span.start - 1), self.tok_sent[span.start], sent,
                          rule="propose-title-acronym")
            return

    def _short_for_task(self, n: Span) -> bool:
        """Whether the name ``n`` is the short form of an acronym whose long form names a
        task, written as a common noun phrase: its last word is a task noun of
        :data:`~kg.extract.lexicon.TASK_HEADS` and none of its words is in title case
        ("video salient object detection (VSOD)", "RGB-D scene parsing (DSP)"; not
        "Salient Object Detector (SOD)" nor "Dynamic Scene Parsing (DSP)"). A title "VSOD:
        ..." then names the problem the paper works on, not a method."""
        pair = self._pair_of(n.start_char, n.end_char)
        if pair is None or pair[0] != (n.start_char, n.end_char):
            return False
        words = self.text[pair[1][0]:pair[1][1]].replace("-", " ").split()
        if not words or _singular(words[-1]) not in L.TASK_HEADS:
            return False
        return not any(word_shape(w) == "title" for w in words)

    def _promote_title(self, c: _Cand) -> None:
        """Make proposal ``c``, which the title names ("Q-DM: An Efficient ..."), the main
        method when an earlier-introduced proposal took that place: "we first develop a
        Timestep-aware Quantization (TaQ) method and ... In this way, we propose an
        efficient Q-DM" names the parts before the whole. The former main and every
        proposal attached to it (or conjoined with it, "we develop A and B") become parts
        of ``c``, and so does (:data:`COMPOUND_TITLE_PARTS`) a top-level proposal whose name
        is one of the two hyphen-joined pieces of ``c``'s ("ZIC" and "ZAC" of "ZIC-ZAC");
        variants and benchmarks are left alone."""
        old = self.main
        if old is None or old is c or c.etype != "Method" or "variant" in c.rule:
            return
        old_text, new_text = self._text(old), self._text(c)
        if c.whole is not None and c.whole != old_text:
            return  # a part of something else: keep the structure the rules found
        _unmark_part(c)
        pieces = set(new_text.split("-")) if COMPOUND_TITLE_PARTS and new_text.count("-") == 1 else set()
        for o in self.proposed:
            if o is not c and o.etype == "Method" and (o is old or o.whole == old_text or (
                    o.whole is None and o.sent == old.sent and "propose-conjoined" in o.rule)  # old's sibling
                    or o.whole is None and len(pieces) == 2 and any(
                        self._text(a) in pieces for a in [o] + list(o.aliases))):  # "TIC" of "TIC-TAC"
                if not self._pointed(o):
                    _mark_part(o, new_text)  # (not a name of a thing pointed back at, "We call these tokens X")
        self._make_main(c)

    #: Words that title case writes between a title's head and its complement: the head
    #: ends before the first of them ("Copyright Traps for ...", "Minimum-Risk Recalibration
    #: of Classifiers").
    _ECHO_HEAD_ENDS = frozenset("for of in on with via under through beyond from using by to towards toward as and".split())
    #: Words that end a title's means phrase ("... with Active Forgetting: ...").
    _ECHO_MEANS_CUES = frozenset("with via using through".split())
    #: Words that may stand between a contribution cue and the title phrase it introduces
    #: ("we propose to use an active forgetting mechanism", "we introduce the concept of X",
    #: "we propose a lightweight and efficient X approach").
    #: Last words of a title phrase that make it a statement or a view, not an artifact
    #: ("A Statistical Test for ...", "A Variational Perspective on ...").
    _ECHO_GENERIC_HEADS = frozenset(
        """measure test perspective interpretation view guarantee optimality decomposition notion
        concept account analysis characterization characterisation""".split())
    _ECHO_GAP_WORDS = frozenset("a an the to use using concept notion idea of and novel new simple".split())

    def _title_echo_phrases(self, title: str) -> list[tuple[str, bool]]:
        """The phrases of ``title`` that may name the paper's contribution
        (:meth:`_title_echo`), each with whether the title makes it a means: the part
        before its colon (a means), the head of that part up to its first word of
        :data:`_ECHO_HEAD_ENDS` (a means when that word is "for": "Copyright Traps for
        ..."; not "Label Correction of ...", a process on something) and the phrase after
        the title's last "with", "via", "using" or "through" (a means), cut at the next such
        word; each without a leading article, two to five words, LaTeX math removed, in
        title order without repeats."""
        t = re.sub(r"\$[^$]*\$", " ", title).strip()
        before = t.split(":", 1)[0].strip()
        words = before.split()
        out = [(before, True)]
        head = []
        for w in words:
            if w.lower() in self._ECHO_HEAD_ENDS:
                out.append((" ".join(head), w.lower() == "for"))
                break
            head.append(w)
        all_words = t.split()
        cues = [i for i, w in enumerate(all_words) if w.lower() in self._ECHO_MEANS_CUES]
        if cues:
            means = []
            for w in all_words[cues[-1] + 1:]:
                if w.lower() in self._ECHO_HEAD_ENDS:
                    break
                means.append(w)
            out.append((" ".join(means), True))
        seen, kept = set(), []
        for f, means in out:
            f = re.sub(r"^(?:a|an|the)\s+", "", f.strip(" ,."), flags=re.I)
            if 2 <= len(f.split()) <= 5 and f.lower() not in seen and f[:1].isalpha():
                seen.add(f.lower())
                kept.append((f, means))
        return kept

    def _title_echo(self, title: str) -> None:
        """"Copyright Traps for Large Language Models" as the title and "we here propose to
        use copyright traps, the inclusion of ..." in the abstract: when the paper has no
        method proposal yet, a phrase of the title (:meth:`_title_echo_phrases`: before
        the colon, its head, its means phrase) that the object of a contribution cue writes
        out word for word in any case (a final plural "s" aside), after at most six words of
        :data:`_ECHO_GAP_WORDS`, adjectives, adverbs or commas ("we introduce the concept
        of minimum-risk recalibration"), is the proposal (rule ``propose-title-echo``).
        The phrase must end the object's noun phrase, or stand before a dash ("Progressive
        inference--a framework") or, when the title makes it a means, before a method
        descriptor head ("Smooth Tchebycheff Scalarization for ..." and "we propose a
        lightweight and efficient smooth Tchebycheff scalarization approach"; not "Label
        Correction of ..." and "a new label correction algorithm"). Refused: a phrase whose
        last word is a task noun, a method descriptor, a data noun or an analysis noun ("a
        graph generation method", "A Linear Algebraic Framework", "The Foo Patent
        Dataset": a kind, no name), an established technique, task or dataset (the
        gazetteers), a statement or view (:data:`_THEORY_NOUNS`, :data:`_ECHO_GENERIC_HEADS`:
        "a statistical test", "a general theory"), except (:data:`TITLE_ECHO_PART_HEADS`) a
        phrase ending in a concrete part head ("branching decoder", "tandem transformers") that
        the abstract writes twice or that stands apposed to a descriptor ("a novel
        architecture, Zorb transformers,", :data:`TITLE_ECHO_APPOSED`), a phrase the abstract writes only once
        (eval README: coined names count when reused) unless a method descriptor follows it,
        "the concept / notion of" fixes it or it stands bare right after the cue verb
        ("We propose zorb weight decay, which ...", :data:`BARE_TITLE_ECHOES`), a cue in a sentence that does not speak of
        the paper's own work.

        Args:
            title: the paper's title (``doc._.paperkg_title``), its markup resolved.
        """
        if any(c.etype == "Method" for c in self.proposed):
            return
        forms = self._title_echo_phrases(title)
        if not forms:
            return
        low_text = self.text.lower()
        for v in self.proposal_verbs:
            si = self.tok_sent[v]
            sent = self.sents[si]
            if not self._speaks_of_own_work(sent):
                continue
            starts = []
            k = v + 1
            while k < sent.end and len(starts) < 7:
                starts.append(k)
                if not (self.lower[k] in self._ECHO_GAP_WORDS or self.words[k] == ","
                        or self.pos[k] in ("ADJ", "ADV") or self.words[k] == "-"
                        or TITLE_ECHO_APPOSED and k + 2 < sent.end and self.words[k + 1] == ","
                        and _singular(self.lower[k]) in L.METHOD_DESCRIPTOR_HEADS):
                    break
                k += 1
            for k2 in starts:
                start = self.idx[k2]
                for f, means in forms:
                    fl = f.lower()
                    end = start + len(fl)
                    if low_text[start:end] != fl:
                        if fl.endswith("s") and low_text[start:end - 1] == fl[:-1]:
                            end -= 1  # "Scattering Transforms" and "a scattering transform"
                        else:
                            continue
                    if end < len(low_text) and low_text[end] == "s" and low_text[end - 1] != "s":
                        end += 1  # "Copyright Trap" and "copyright traps"
                    if end < len(low_text) and low_text[end].isalnum():
                        continue
                    if end < len(low_text) and low_text[end] == "-" and not re.match(r"-+\s*an?\s", low_text[end:]):
                        continue  # a hyphenated modifier ("X-based"), but "X--a framework" is a dash
                    span = self.doc.char_span(start, end, alignment_mode="expand")
                    if span is None or span.end > sent.end:
                        continue
                    last = _singular(span[-1].lower_.split("-")[-1])
                    stem = re.escape(span.text.lower().rstrip("s"))
                    # "a novel architecture, Zorb transformers, to ...": the descriptor's appositive name
                    apposed = TITLE_ECHO_APPOSED and span.start >= v + 3 and self.words[span.start - 1] == "," \
                        and _singular(self.lower[span.start - 2]) in L.METHOD_DESCRIPTOR_HEADS \
                        and (span.end >= sent.end or self.words[span.end] in (",", ".", ";", ":"))
                    part_head = TITLE_ECHO_PART_HEADS and last in _TITLE_ECHO_PART_HEADS and len(span) >= 2 \
                        and (apposed or len(re.findall(r"(?<![\w-])" + stem + r"s?(?![\w-])", low_text)) >= 2)
                    if last in L.TASK_HEADS or last in L.METHOD_DESCRIPTOR_HEADS and not part_head \
                            or last in _ANALYSIS_NOUNS \
                            or last in self._TITLE_DATA_HEADS or last in _OWN_DATA_HEADS or last in _THEORY_NOUNS \
                            or last in self._ECHO_GENERIC_HEADS:
                        continue  # "a graph generation method", "A Linear Algebraic Framework": no name
                    described = apposed or span.end < sent.end and _singular(self.lower[span.end]) in L.METHOD_DESCRIPTOR_HEADS
                    concept = span.start >= 2 and self.lower[span.start - 1] == "of" \
                        and self.lower[span.start - 2] in ("concept", "notion")
                    once = not described and not concept and \
                        len(re.findall(r"(?<![\w-])" + stem + r"s?(?![\w-])", low_text)) < 2
                    # ... but "we propose zorb traps, the insertion of ...": an appositive that says
                    # what the phrase is defines a concept written once, no name (test_names23)
                    defined = span.end + 1 < sent.end and self.words[span.end] == "," \
                        and self.lower[span.end + 1] in ("the", "a", "an")
                    bare = BARE_TITLE_ECHOES and k2 == v + 1 and self.words[k2].islower() and not defined
                    if once and not bare:
                        continue  # written once: a description, no name the paper fixes
                    if span.end < sent.end and self.pos[span.end] in ("NOUN", "PROPN") and self.words[span.end].islower() \
                            and not (means and _singular(self.lower[span.end]) in L.METHOD_DESCRIPTOR_HEADS):
                        continue  # "a new label correction algorithm": the phrase modifies another noun
                    key = _norm(span.text)
                    if key in self.method_gaz_keys or key in technique_keys() or key in _pwc_keys("task") \
                            or key in _pwc_keys("method") or key in self.task_gaz_keys or key in self.dataset_gaz_keys:
                        continue
                    if once and BARE_TITLE_ECHO_LOG is not None:
                        BARE_TITLE_ECHO_LOG.append(span.text)
                    self._propose(span, v, si, sent, rule="propose-title-echo")
                    return

    def _title_as_object(self, title: str) -> None:
        """"Hierarchical Randomized Smoothing" as the title and "we introduce hierarchical
        randomized smoothing: ..." in the abstract: when the paper has no other proposal
        and the object of a contribution cue (after "a", "an", "the", "novel", "new"), or
        an appositive after a comma, colon or naming verb within 30 tokens of the cue ("we
        propose a novel prompting method, superposition prompting, which"), is the whole
        title, or the part before its colon, written out word for word (two to six words,
        any case), that phrase is the proposal (rule ``propose-title-phrase``).
        An established technique or task (Papers with Code, CSO) is not."""
        if self.proposed:
            return
        forms = [title.strip()]
        if ":" in title:
            forms.append(title.split(":", 1)[0].strip())
        forms = [f for f in forms if 2 <= len(f.split()) <= 6 and f[:1].isalpha()]
        if not forms:
            return
        low_text = self.text.lower()
        for v in self.proposal_verbs:
            k = v + 1
            while k < len(self.lower) and self.lower[k] in ("a", "an", "the", "novel", "new"):
                k += 1
            if k >= len(self.lower):
                continue
            starts = [k] + [j + 1 for j in range(k, min(self.sents[self.tok_sent[v]].end, v + 30) - 1)
                            if self.words[j] in (",", ":") or self.lower[j] in _NAMING_FORMS]
            for f, k2 in [(f, k2) for k2 in starts for f in forms]:
                start = self.idx[k2]
                end = start + len(f)
                if low_text[start:end] != f.lower() or (end < len(low_text) and
                                                       (low_text[end].isalnum() or low_text[end] == "-")):
                    continue
                key = _norm(f)
                if key in self.method_gaz_keys or key in technique_keys() or key in _pwc_keys("task") \
                        or key in self.task_gaz_keys:
                    continue
                span = self.doc.char_span(start, end, alignment_mode="expand")
                if span is None:
                    continue
                si = self.tok_sent[v]
                self._propose(span, v, si, self.sents[si], rule="propose-title-phrase")
                return

    #: Verbs by which the authors give their idea a concrete form ("we implement this scheme as X").
    _IMPLEMENT_VERBS = frozenset(
        "implement implements implemented instantiate instantiates instantiated realize realizes realise realises".split())

    def _implemented_as_cues(self) -> list[tuple[str, int, int]]:
        """``"NAMING"`` cues (verb "as") for "we implement / instantiate / realize this /
        our / the proposed <descriptor> as X" (:data:`IMPLEMENTED_AS`): "We implement this
        scheme as ZALAR (Zorb Language ...)", "we instantiate our framework as PlonkNet".
        "we" right before the verb; after it "this" / "our" / "the proposed" / "these", up
        to three modifiers and a noun of :data:`~kg.extract.lexicon.METHOD_DESCRIPTOR_HEADS`
        (or "idea", "design", "principle", "insight"), then "as". The name itself is read by
        the naming rule (:meth:`_named_phrase`: a capitalised name; "as a plug-in" names
        nothing); it names the whole that the proposals before it build, so it takes the
        main place (:meth:`_promote_title`). The cue verbs ("as") are kept in
        ``_implemented_verbs``."""
        low = self.lower
        out = []
        self._implemented_verbs: set[int] = set()
        heads = L.METHOD_DESCRIPTOR_HEADS | {"idea", "design", "principle", "insight", "scheme"}
        for k in _positions_between(low, self._IMPLEMENT_VERBS, 1, len(low) - 3):
            if low[k] not in self._IMPLEMENT_VERBS or low[k - 1] != "we":
                continue
            j = k + 1
            if low[j] == "the" and low[j + 1] == "proposed":
                j += 2
            elif low[j] in ("this", "our", "these"):
                j += 1
            else:
                continue
            h = j
            while h < min(len(low), j + 4) and _singular(low[h]) not in heads and self.pos[h] in ("ADJ", "NOUN", "VERB"):
                h += 1
            if h + 1 < len(low) and _singular(low[h]) in heads and low[h + 1] == "as":
                out.append(("NAMING", k - 1, h + 2))
                self._implemented_verbs.add(h + 1)
        return out

    def _cue_matches(self) -> list[tuple[str, int, int]]:
        """:func:`proposal_matches` plus "we VERB ... to propose" cues, "We, therefore,
        propose" (one to three words set off by commas between "we" and the verb) and "we
        VERB ... by introducing X" (a contribution gerund after "by" or a comma in a clause
        whose subject is "we", :meth:`_we_subject`: "we combine these two approaches,
        introducing X").

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
        # "a new method, hereby referred to as X (XX), is proposed": a naming cue whose
        # verb is "as", after a method descriptor and a comma (not "also / commonly
        # referred to as", nor after a data noun: "a selection of examples, referred to as X")
        # (only the tokens "referred" and "refer" can pass the tests below: found in C)
        for k in sorted(_positions(low, "referred") + _positions(low, "refer")):
            if not 3 <= k < len(low) - 2:
                continue
            if low[k] == "referred" and low[k + 1] == "to" and low[k + 2] == "as":
                c = k - 2 if low[k - 1] in _REFERRING_ADVERBS else k - 1
                if c >= 1 and self.words[c] == "," and _singular(low[c - 1]) in L.METHOD_DESCRIPTOR_HEADS:
                    out.append(("NAMING", k, k + 3))
            # "an algorithm ..., which we refer to as X", "we refer to this method as X": "as" is
            # the cue verb of the naming (up to three words between "to" and "as")
            if WE_REFER_AS and low[k] == "refer" and low[k - 1] == "we" and low[k + 1] == "to":
                a = next((x for x in range(k + 2, min(len(low), k + 6)) if low[x] == "as"), None)
                if a is not None and all(self.is_alpha[x] for x in range(k + 2, a)) and self._refers_to_artifact(k - 1):
                    out.append(("NAMING", k - 1, a + 1))
        if IMPLEMENTED_AS:
            out.extend(self._implemented_as_cues())
        # "We address (1) with a Zorb Induced Covariance (ZIC), which ...": "with a" / "with an"
        # right after the object of a verb of solving whose subject is "we", an acronym-defined
        # name right after the article (:data:`SOLVED_WITH_CUES`)
        if SOLVED_WITH_CUES:
            for k in _positions_between(low, _WITH_WORD, 2, len(low) - 2):
                if low[k] == "with" and low[k + 1] in ("a", "an") and self._solved_with(k):
                    out.append(("PROPOSE", k, k + 1))
        # "we tackle X by introducing Y": a gerund after "by" in a clause whose subject is "we"
        for k in _positions_between(low, _BY_GERUNDS, 1, len(low)):
            if low[k] in _BY_GERUNDS and low[k - 1] in ("by", ",") and (
                    self._we_subject(k - 1) or self._this_work_subject(k - 1)
                    or WE_SHOW_BY_GERUNDS and low[k - 1] == "by" and self._we_show_possible(k - 1)):
                # (also a participle clause after a comma: "we combine A and B, introducing X")
                out.append(("PROPOSE", k - 1, k + 1))
        # "This observation leads to a new framework TrX (...)", "we are led to an approach
        # called X": "lead(s) / led (us) to" and an article before a method descriptor, in or
        # after the sentence where the authors first speak
        if LED_TO_CUES and not _LEAD_WORDS.isdisjoint(low):
            own = self._own_sentence()
            for k in _positions_between(low, _LEAD_WORDS, 0, len(low) - 3):  # (the verbs' tokens only)
                t = k + 2 if low[k + 1] == "us" else k + 1
                if low[t] != "to" or t + 1 >= len(low) or low[t + 1] not in ("a", "an") \
                        or self.tok_sent[k] < own:
                    continue
                end = self.sents[self.tok_sent[k]].end
                heads = [x for x in range(t + 2, min(end, t + 8)) if _singular(low[x]) in L.METHOD_DESCRIPTOR_HEADS]
                # a novelty word before the head, or a capitalised name right after it ("a
                # framework TrX", "an approach called X"); not "leads to a block coordinate
                # descent (BCD) algorithm": a known kind of method the analysis arrives at
                if heads and (any(low[x] in self._NOVELTY_WORDS | {"alternative"} for x in range(t + 2, heads[0]))
                              or any(x + 1 < end and (self.words[x + 1][:1].isupper() or low[x + 1] in _NAMING_FORMS)
                                     for x in heads)):
                    out.append(("PROPOSE", k, t + 1))
        # "We, therefore, propose X": a parenthetical adverb set off by commas
        for s in _positions_between(low, _WE_WORD, 0, len(low) - 4):
            if low[s] == "we" and low[s + 1] == ",":
                for e in range(s + 3, min(s + 6, len(low) - 1)):
                    if low[e] == ",":
                        if low[e + 1] in _PROPOSE_FORMS and all(
                                self.is_alpha[k] for k in range(s + 2, e)):
                            out.append(("PROPOSE", s, e + 2))
                        break
        to_at = _positions(low, "to")  # (v - 1: "to"; per sentence by binary search below)
        for sent in self.sents:
            for v in [t + 1 for t in to_at[bisect_left(to_at, sent.start + 1):bisect_left(to_at, sent.end - 1)]]:
                if low[v - 1] != "to":
                    continue
                if low[v] not in _INFINITIVE_PROPOSE and not (INFINITIVE_DATA_NAMES and self._named_data_object(v, sent)):
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

    #: Verbs of making data read in "we VERB ... to construct X, a ... dataset"
    #: (:meth:`_named_data_object`).
    _DATA_MAKING_VERBS = frozenset("construct build create curate collect compile assemble".split())

    def _named_data_object(self, v: int, sent: Span) -> bool:
        """Whether the verb of making data at ``v`` (:data:`_DATA_MAKING_VERBS`, in an
        infinitive) takes a name that an appositive calls data: the name right after the
        verb (or "the"), a comma, "a" / "an" and within eight words a head of
        :data:`~kg.extract.lexicon.BENCHMARK_HEADS` ("we design a generation engine to
        construct Zorb-10M, a large-scale video instruction dataset"; "we use public records
        to curate Plonk-Assist, a benchmark for ..."). "to build X" alone is too often the
        purpose of a tool ("we use X to create a corpus"): without the appositive it is no
        cue (:data:`INFINITIVE_DATA_NAMES`)."""
        low = self.lower
        if low[v] not in self._DATA_MAKING_VERBS:
            return False
        j = v + 2 if v + 1 < sent.end and low[v + 1] == "the" else v + 1
        n = self.name_at.get(j)
        if n is None or n.end + 2 >= sent.end or self.words[n.end] != "," or low[n.end + 1] not in ("a", "an"):
            return False
        for k in range(n.end + 2, min(sent.end, n.end + 11)):
            if low[k] in L.BENCHMARK_HEADS or _singular(low[k]) in L.BENCHMARK_HEADS:
                return True
            if low[k] in _NAME_PHRASE_STOP or self.words[k] in (",", ";", "."):
                return False
        return False

    def novel_names(self):
        """"a novel X (XX)" / "a new X (XX)": an acronym-defined name introduced as new
        ("the novel X (XX)" only before a data head: "on the novel Zorb-Plonk (ZP) dataset
        introduced in this paper"); then the names marked "our" / "the proposed"
        (:meth:`our_names`)."""
        doc = self.doc
        low = self.lower
        for i in _positions_between(low, _NEW_NAME_LEADS, 0, len(low)):  # (these words' tokens only)
            t = doc[i]
            if t.lower_ in ("a", "an") and self.tok_sent[t.i] in self.proposal_sents and t.i > 0 \
                    and doc[t.i - 1].lower_ == "as":
                n = self.name_at.get(t.i + 1)  # "... by treating a video as a Neural Knowledge Representation (NKR)"
                if n is None or self._pair_of(n.start_char, n.end_char) is None:
                    continue
            elif t.lower_ in ("a", "an"):
                n = self._coined_acronym_name(t.i + 1)
                if n is None:
                    continue  # ("Furthermore, a Solution-Aware Transformer (SAWT) architecture ...")
            elif t.lower_ not in ("novel", "new") or t.i == 0 or doc[t.i - 1].lower_ not in ("a", "an", "the"):
                continue
            n = self.name_at.get(t.i + 1)
            if n is None and t.lower_ in ("novel", "new"):
                n = self._new_lowercase_long_form(t.i + 1)
            if n is None or self._pair_of(n.start_char, n.end_char) is None:
                continue
            if doc[t.i - 1].lower_ == "the":
                # "on the novel Zorb-Plonk (ZP) dataset introduced in this paper": only with a data
                # head after the bracket ("the novel view synthesis (NVS) task" names a problem)
                after = self._past_bracket(n.end)
                if after >= len(low) or low[after] not in _OWN_DATA_HEADS:
                    continue
            si = self.tok_sent[t.i]
            if any(x.lower_ in L.COMPARE_CUES for x in doc[self.sents[si].start:t.i]):
                continue
            if self._names_the_kind(n):
                continue  # "a novel eXplainable AI (XAI) method called SRD": the kind, not the name
            if KNOWN_KIND_MODIFIERS and self._known_kind(n):
                continue  # "a novel linear programming (LP) framework": a framework of a known kind
            if self._appositive_kind(n, t.i):
                continue  # "We present NQE, a novel Simulation-Based Inference (SBI) method": the kind
            self._propose(n, t.i, si, self.sents[si], rule="propose-novel")
        self.our_names()
        self.our_short_forms()
        self.ordinal_names()
        self.appositive_names()
        self.novel_subject_names()
        self.outperforming_names()
        self.resulting_names()
        self.yielded_names()
        self.defined_appositive_names()
        self.passive_names()
        if COMPOSED_WHOLES:
            self.composed_wholes()

    #: Head nouns of a phrase after "our" that name a result, a finding or a setting of
    #: the paper, never a technique ("our lower bound", "our main findings").
    _OUR_PHRASE_NOT_HEADS = frozenset(
        """result results finding findings analysis analyses experiment experiments evaluation
        evaluations observation observations study studies theory theories bound bounds
        guarantee guarantees rate rates work paper setting settings problem problems task tasks
        contribution contributions insight insights proof proofs claim claims
        understanding knowledge code implementation implementations""".split())

    #: Words that, with generic nouns and descriptors alone, make a phrase after "our" no name
    #: ("our evaluation metrics", "our attention mechanism", "our benchmark suite").
    _OUR_PHRASE_GENERIC = frozenset(
        """metric measure score attention evaluation benchmark suite dataset corpus testbed
        collection pipeline design""".split())

    def our_reused_phrases(self):
        """A lower-case phrase the authors mark as their own with "our" / "the proposed" /
        "our proposed" that is also a whole noun phrase of the title
        (:meth:`_whole_title_phrase`) or written elsewhere right after a contribution verb
        (:meth:`_proposed_elsewhere`) is proposed (rule ``propose-ours``,
        :data:`OUR_REUSED_PHRASES`): "Empowered by the proposed zorb basis, ..." after "we
        build a well-defined zorb basis", "our zorb walks provide ..." under the title "...
        with Zorb Walks between ...". eval/README N1: a lower-case name introduced as the
        paper's own and reused as a name counts as named. Runs late (after the code-name
        fallback, which a proposal found here would otherwise pre-empt).

        The phrase is two to four lower-case words (nouns, adjectives, participles and
        gerunds, hyphen-joined or not) right after the marker, ending in a noun that no noun
        continues; its first word is no determiner, number or evaluative word
        (:data:`~kg.extract.lexicon.EVALUATIVE`), its head no noun of a result, analysis or
        setting (:attr:`_OUR_PHRASE_NOT_HEADS`) and no generic noun alone after a generic
        word; it must not be an established technique, task or dataset (gazetteers, Papers
        with Code keys), nor overlap or repeat a name the abstract already proposes, nor share
        the head noun of one ("the resulting ZORB attack ... our slowdown attack"), nor stand
        in apposition right after one (:meth:`_kind_of_proposal`). Nothing is returned;
        proposals are added through :meth:`_propose`. Motivated by dev66 (two abstracts),
        dev61 and dev67.
        """
        if not OUR_REUSED_PHRASES:
            return
        low, words, pos = self.lower, self.words, self.pos
        n_tok = len(low)
        for i in _positions_between(low, _OUR_OR_THE, 0, n_tok):  # (the tokens "our" and "the" only)
            w = low[i]
            if w == "our":
                k = i + 1
            elif w == "the" and i + 1 < n_tok and low[i + 1] == "proposed":
                k = i + 1
            else:
                continue
            while k < n_tok and low[k] in ("proposed", "new", "novel"):
                k += 1
            if k >= n_tok or k in self.name_at:
                continue
            e = k
            while e < n_tok and e - k < 6 and (
                    re.fullmatch(r"[a-z][a-z]*(?:-[a-z]+)*", words[e])
                    and pos[e] in ("NOUN", "ADJ", "VERB", "PROPN")):
                if pos[e] == "VERB" and (not words[e].endswith(("ed", "ing")) or e > k and pos[e - 1] == "NOUN"):
                    break  # the predicate ("our zorb walks provide"), not a participle modifier
                e += 1
            n_words = e - k
            if not 2 <= n_words <= 4 or pos[e - 1] != "NOUN":
                continue
            if e < n_tok and (words[e] in ("-", "(", "based") or pos[e] in ("NOUN", "PROPN")
                              or pos[e] == "VERB" and words[e].endswith("ing") and words[e].islower()):
                continue  # a name or the noun phrase continues ("our exponential time preprocessing
                # algorithm"), or a bracket defines it: other rules' business
            first, head = low[k], low[e - 1]
            if first in self._NOT_NAME_OPENERS or first in L.NAME_STOPWORDS or first in L.EVALUATIVE \
                    or pos[k] == "VERB" and not words[k].endswith(("ed", "ing")):
                continue
            if head in self._OUR_PHRASE_NOT_HEADS or _singular(head) in self._OUR_PHRASE_NOT_HEADS:
                continue
            if all(x in L.GENERIC_NOUNS or x in L.EVALUATIVE or x in L.METHOD_DESCRIPTOR_HEADS
                   or _singular(x) in self._OUR_PHRASE_GENERIC for x in low[k:e]):
                continue  # "our training algorithm", "our benchmark suite": generic words only
            if any(self._text(c).lower().split()[-1:] == [head] for c in self.proposed):
                continue  # "the resulting ZORB attack ... our slowdown attack": the named one's kind
            phrase = self.text[self.idx[k]:self.idx[e - 1] + len(words[e - 1])]
            if not (self._whole_title_phrase(phrase) or self._proposed_elsewhere(phrase, self.idx[k])):
                continue
            key = _norm(phrase)
            if key in self.method_gaz_keys or key in technique_keys() or key in self.task_gaz_keys \
                    or key in self.dataset_gaz_keys or key in _pwc_keys("method") or key in _pwc_keys("task") \
                    or phrase.lower() in L.STANDALONE_TECHNIQUES:
                continue
            s0, e0 = self.idx[k], self.idx[e - 1] + len(words[e - 1])
            if any(c.start < e0 and s0 < c.end for c in self.proposed) \
                    or any(_norm(self._text(a)) == key for c in self.proposed for a in [c] + list(c.aliases)):
                continue  # (already proposed here, or under this name elsewhere)
            if self._kind_of_proposal(phrase):
                continue  # "We propose Zorb (ZB), the first active defense ... Our active defense": the kind
            si = self.tok_sent[k]
            self._propose(Span(self.doc, k, e, label="TITLE"), i, si, self.sents[si], rule="propose-ours")

    #: Title words that may stand right before or after a whole noun phrase of the title.
    _TITLE_PHRASE_BOUNDS = frozenset(
        """with via for in on of by through from to and against between beyond under using
        towards toward as at into""".split())

    def _whole_title_phrase(self, phrase: str) -> bool:
        """Whether ``phrase`` is a whole noun phrase of the title (case and a plural "s"
        aside): the title starts there or has a colon or a preposition / conjunction
        (:attr:`_TITLE_PHRASE_BOUNDS`) right before it, and ends there or has one of those
        or a colon right after it ("... via Zorb Basis", "Zorb Walks between Parts and
        Whole"; not "Spectral Zorb Oracle" for "zorb oracle")."""
        title = (self.doc._.paperkg_title or "").lower()
        if not title or phrase.lower() not in title:
            return False  # (the pattern writes the phrase literally: no pattern compiled)
        bounds = "|".join(sorted(self._TITLE_PHRASE_BOUNDS))
        pat = r"(?:^|:\s*|\b(?:" + bounds + r")\s+)" + re.escape(phrase.lower()) + r"s?(?=$|\s*[:?!,.]|\s+(?:" + bounds + r")\b)"
        return re.search(pat, title) is not None

    def _proposed_elsewhere(self, phrase: str, skip: int) -> bool:
        """Whether the abstract writes ``phrase`` (case aside) at another place than the
        character offset ``skip`` within four tokens after a contribution verb form
        (:data:`_PROPOSE_SET`) with no punctuation between ("we proposed zorb walks", "we
        build a well-defined zorb basis")."""
        spans = word_run_spans(self.text, [phrase], ignore_case=True)
        if spans is None:  # (not ASCII, or letters re.I pairs with ASCII ones)
            spans = [m.span() for m in re.finditer(r"(?<![\w-])" + re.escape(phrase) + r"(?![\w-])", self.text,
                                                   flags=re.I)]
        for start, end in spans:
            if start == skip or re.match(r"\s+of\b", self.text[end:]) \
                    and re.search(r"\bthe\s+$", self.text[max(0, start - 5):start], flags=re.I):
                continue  # ("develop the confidence region of the covariance": a known kind of an object)
            t = self._tok_at_char(start)
            if t is None:
                continue
            n_words = 0
            for x in range(t - 1, max(t - 9, -1), -1):
                if not self.is_alpha[x] and self.words[x] != "-" or n_words >= 4:
                    break
                if self.lower[x] in _PROPOSE_SET and not (x > 0 and self.lower[x - 1] in ("the", "our", "a", "an")):
                    return True  # (a verb, not the marker "the proposed X" of another mention)
                n_words += self.words[x] != "-"
        return False

    def _tok_at_char(self, char: int) -> Optional[int]:
        """The index of the token that starts at character offset ``char``, or None."""
        i = bisect_left(self.idx, char)
        return i if i < len(self.idx) and self.idx[i] == char else None

    def _kind_of_proposal(self, phrase: str) -> bool:
        """Whether ``phrase`` stands in an appositive right after a proposed name ("We
        propose Zorb (ZB), the first active defense that ..."): the kind of that proposal,
        not a second one (a comma and at most three words between); or whether its first
        mention in the abstract follows a proposed name in that name's sentence ("We
        propose ZorbDis, a method ... via adding a topological loss term. ... the proposed
        topological loss"): a means of that proposal, described with it."""
        first = re.search(r"(?<![\w-])" + re.escape(phrase) + r"(?![\w-])", self.text, flags=re.I)
        if first is not None:
            t = self._tok_at_char(first.start())
            if t is not None and any(c.sent == self.tok_sent[t] and c.end <= first.start() for c in self.proposed):
                return True
        for m in re.finditer(r"(?<![\w-])" + re.escape(phrase) + r"(?![\w-])", self.text, flags=re.I):
            for c in self.proposed:
                gap = self.text[c.end:m.start()]
                if c.end <= m.start() and "," in gap and len(re.findall(r"[A-Za-z]+", gap)) <= 3 \
                        and not re.search(r"[.;]", gap):
                    return True
        return False

    #: Verbs that compose a new whole from what the abstract described before ("construct",
    #: "form", "assemble"; "integrate" / "incorporate" / "combine" only with "into").
    _COMPOSE_VERBS = frozenset(
        """construct constructs constructed constructing build builds built form forms formed
        assemble assembles assembled""".split())
    _COMPOSE_INTO_VERBS = frozenset(
        """integrate integrates integrated incorporate incorporates incorporated combine combines
        combined""".split())
    #: Sentence openers that point back at what the abstract described before ("These can be
    #: used to construct ...", "To this end, ...", "Then, we ...").
    _BACK_OPENERS = frozenset({"these", "this", "they", "such", "then", "finally"})

    def _points_back(self, sent: Span, v: int) -> bool:
        """Whether the sentence ``sent`` refers, before its verb at token ``v``, to what the
        abstract described before: it opens with an anaphoric word or "then" / "finally"
        (:data:`_BACK_OPENERS`), with "To this end", or it writes "the proposed" or the main
        proposal's name before ``v``."""
        low = self.lower
        lo = sent.start
        if low[lo] in self._BACK_OPENERS or low[lo:lo + 3] == ["to", "this", "end"]:
            return True
        if any(low[x] == "proposed" and x > lo and low[x - 1] in ("the", "our") for x in range(lo, v)):
            return True
        keys = {_norm(self._text(a)) for a in [self.main] + list(self.main.aliases)}
        return any(x in self.name_at and _norm(self._span_text(self.name_at[x])) in keys for x in range(lo, v))

    def _whole_head_beside(self, span: Span) -> bool:
        """Whether a noun of :data:`_WHOLE_HEADS` (singular or plural) heads the name at
        ``span``: the word right after its bracketed short form ("Zorb Estimation (ZE)
        framework"), the last word of the name, or the last word before the bracket that
        holds the name ("a new zorb algorithm (ZA)")."""
        n_tok = len(self.words)
        k = span.end
        if k < n_tok and self.words[k] == "(":
            k = self._past_bracket(k)
        elif k < n_tok and self.words[k] == ")":
            k += 1
        cands = [k, span.end - 1]
        if span.start >= 2 and self.words[span.start - 1] == "(":
            cands.append(span.start - 2)
        return any(0 <= x < n_tok and _singular(self.lower[x]) in self._WHOLE_HEADS for x in cands)

    #: Adjectives of "our final method, X" that present X as what the earlier steps add up to.
    _FINAL_WORDS = frozenset("final overall integrated resulting complete full unified combined".split())
    _NAMING_PARTICIPLES = frozenset("dubbed called named termed coined".split())

    def _final_descriptor_before(self, span: Span, sent: Span) -> bool:
        """Whether ``span`` stands in apposition after "our" (or "the"), a word of
        :data:`_FINAL_WORDS` and a method descriptor (:data:`_OWN_DESCRIPTORS`), with a comma
        or a naming participle between ("Hence, our final method, ZC, ...", "Our integrated
        framework, Zorb and Plonk (ZaP), unifies these techniques", "Our overall approach,
        dubbed ZorbDreamer, ...")."""
        k = span.start - 1
        while k > sent.start and self.words[k] in ("*", "_", "\"", "'", "`"):
            k -= 1
        if k > sent.start and self.lower[k] in self._NAMING_PARTICIPLES:
            k -= 1
        if k > sent.start and self.words[k] == ",":
            k -= 1
        if k - 2 < sent.start or self.lower[k] not in _OWN_DESCRIPTORS:
            return False
        return self.lower[k - 1] in self._FINAL_WORDS and self.lower[k - 2] in ("our", "the")

    def composed_wholes(self) -> None:
        """Rule of :data:`COMPOSED_WHOLES`: a top-level proposal (or a part of the main one)
        whose name, with a bracketed short form beside it (its acronym pair, or "a new zorb
        algorithm (ZA)"), is first written in a sentence after the main proposal's, as the
        object of a verb of composition in that sentence (:data:`_COMPOSE_VERBS`, or
        :data:`_COMPOSE_INTO_VERBS` with "into" between verb and name; "is formed" too), in a
        sentence that points back (:meth:`_points_back`), names the whole the earlier
        proposals build: "We propose a Zorb Model (ZM) ... These can be used to construct a
        new plonk algorithm (PA)" makes PA the main proposal and ZM its part
        (:meth:`_compose_whole`). With a verb of :data:`_COMPOSE_VERBS` a noun of
        :data:`_WHOLE_HEADS` must head the name (:meth:`_whole_head_beside`; "To this end,
        we construct a new zorb (ZB) norm" builds a part). Benchmarks and variants are left
        alone; the verb must be at most sixteen tokens before the name, with no ";" or ":"
        between. A name in apposition to "our final method" (or another word of
        :data:`_FINAL_WORDS`, :meth:`_final_descriptor_before`) in a later sentence is the
        whole without a verb ("Hence, our final method, ZC, ..."). When the first mention
        is a short form whose long form stands before it, the long form's place counts.
        Changes the proposals' ``whole`` and ``main`` through :meth:`_compose_whole`."""
        if self.main is None:
            return
        n_tok = len(self.words)
        for c in list(self.proposed):
            old = self.main
            if c is old or c.etype != "Method" or c.role != "proposed" or "variant" in c.rule:
                continue
            if c.whole is not None and c.whole != self._text(old):
                continue
            starts = []
            for a in [c] + list(c.aliases):
                txt = self._text(a)
                spans = word_run_spans(self.text, [txt])
                if spans is None:  # (an empty name)
                    m = re.search(r"(?<![\w-])" + re.escape(txt) + r"(?![\w-])", self.text)
                    spans = [] if m is None else [(m.start(), m.end())]
                if spans:
                    starts.append(spans[0])
            if not starts:
                continue
            s0, e0 = min(starts)
            pair = self._pair_of(s0, e0)
            if pair is not None and pair[1][0] < s0:
                s0, e0 = pair[1]  # the long form written before the bracketed short form
            span = self.doc.char_span(s0, e0, alignment_mode="expand")
            if span is None:
                continue
            si = self.tok_sent[span.start]
            if old.sent is None or si <= old.sent:
                continue
            bracketed = self._final_descriptor_before(span, self.sents[si]) or self._pair_of(s0, e0) is not None or (
                span.start > 0 and self.words[span.start - 1] == "(" and span.end < n_tok
                and self.words[span.end] == ")")
            if not bracketed:
                continue
            sent = self.sents[si]
            if self._final_descriptor_before(span, sent):
                self._compose_whole(c)  # "Hence, our final method, ZC (...), ...": the whole
                if COMPOSED_WHOLE_LOG is not None:
                    COMPOSED_WHOLE_LOG.append((self._text(c), self._text(old)))
                continue
            v = None
            for x in range(span.start - 1, max(sent.start - 1, span.start - 17), -1):
                if self.words[x] in (";", ":"):
                    break
                w = self.lower[x]
                if w in self._COMPOSE_VERBS and self.pos[x] in ("VERB", "AUX") or w in self._COMPOSE_INTO_VERBS and \
                        any(self.lower[y] == "into" for y in range(x + 1, span.start)):
                    v = x
                    break
            if v is None:
                # "a Zorb Framework (ZF) is formed": the passive after the name's bracket
                k = self._past_bracket(span.end) if span.end < n_tok and self.words[span.end] == "(" else span.end
                if k < n_tok and self.words[k] == ")":
                    k += 1  # the short form itself
                if k < n_tok and _singular(self.lower[k]) in L.METHOD_DESCRIPTOR_HEADS:
                    k += 1  # "a Zorb Framework (ZF) framework is formed"
                if k + 1 < n_tok and self.lower[k] in ("is", "was") and self.lower[k + 1] in self._COMPOSE_VERBS \
                        and self.tag[k + 1] == "VBN":
                    v = k + 1
            if v is None or not self._points_back(sent, min(v, span.start)):
                continue
            if self.lower[v] in self._COMPOSE_VERBS and not self._whole_head_beside(span):
                continue  # ("To this end, we construct a new zorb (ZB) norm": a part it builds)
            self._compose_whole(c)
            if COMPOSED_WHOLE_LOG is not None:
                COMPOSED_WHOLE_LOG.append((self._text(c), self._text(old)))

    def _compose_whole(self, c: _Cand) -> None:
        """Make proposal ``c`` the main proposal and the former main (with its aliases) a
        part of it; the former main's own parts stay its parts (a nested structure: "we
        construct a zorb norm (ZN) ... into plonk learning (PL)": ZN part of the former
        main, the former main part of PL)."""
        old = self.main
        new_text = self._text(c)
        for a in [c] + list(c.aliases):
            _unmark_part(a)
        for a in [old] + list(old.aliases):
            _mark_part(a, new_text)
        self._make_main(c)

    def _make_main(self, c: _Cand) -> None:
        """Make ``c`` the paper's main proposal in place of the current one (``self.main``)."""
        self.main.main = False
        c.main = True
        self.main, self.main_sent = c, c.sent

    def our_short_forms(self):
        """A short form that "our" marks after its definition (rule ``propose-our-short``):
        "... transforming them into a Zorb Layer (ZL) that ... . We show that our ZL does
        not slow training": the acronym pair is the authors' own, proposed at its
        definition (a part of the main method when defined in a later sentence than it, as
        :meth:`_propose` decides; a contribution of its own when defined in the main
        method's sentence or before it).

        "our" (with at most one word of :data:`_OWN_MARKS` after it) right before the short
        form of a pair defined earlier in the abstract, no noun after the short form ("our
        ZL framework": the short form modifies a noun), and neither side known
        (:meth:`_known_name`, the metric and task gazetteers on the long form: "our LLM",
        "our GNNs" stay uses).
        """
        low = self.lower
        for i in _positions_between(low, _OUR_WORD, 0, len(low)):  # (the tokens "our" only)
            k = i + 1
            if k < len(low) and low[k] in _OWN_MARKS:
                k += 1
            n = self.name_at.get(k)
            if n is None or n.end >= len(low) or self.pos[n.end] in ("NOUN", "PROPN") \
                    or self.words[n.end] in ("-", "("):
                continue
            txt = self._span_text(n)
            pair = next((p for p in self.pairs if p[2].short == txt and p[0][0] < n.start_char), None)
            name = self._new_long_form(pair)
            if name is None or any(c.start in (pair[1][0], pair[0][0]) for c in self.proposed):
                continue
            v = max(0, name.start - 1)
            si = self.tok_sent[name.start]
            # ("a new mean-field ODE and corresponding zorb systems (ZS) ... our ZS": a
            # pair defined in the main method's sentence is its sibling, not its part)
            self._propose(name, v, si, self.sents[si], rule="propose-our-short",
                          top_level=self.main is not None and si <= (self.main_sent or 0))

    def _own_sentence(self) -> int:
        """Index of the first sentence where the authors speak of their own work ("we",
        "our", or "this" before a word of
        :data:`~kg.extract.lexicon.SELF_DEMONSTRATIVE_OBJECTS`: "This paper ..."); the
        number of sentences when none does."""
        low = self.lower
        for si, sent in enumerate(self.sents):
            for x in range(sent.start, sent.end):
                if low[x] in ("we", "our") or low[x] == "this" and x + 1 < sent.end \
                        and low[x + 1] in L.SELF_DEMONSTRATIVE_OBJECTS:
                    return si
        return len(self.sents)

    def _known_name(self, txt: str) -> bool:
        """Whether ``txt`` names something established: a generic abbreviation, a
        pretrained model, a plural acronym, a Papers with Code / CSO method or dataset, or a
        textbook technique of :data:`~kg.extract.lexicon.ESTABLISHED_TECHNIQUES`."""
        key = _norm(txt)
        return txt in L.GENERIC_ABBREVIATIONS or self._is_model_name(txt) or _plural_acronym(txt) \
            or key in self.method_gaz_keys or key in self.dataset_gaz_keys or key in technique_keys() \
            or ESTABLISHED_LEXICON and key in _established_keys()

    def _pair_known(self, a) -> bool:
        """Whether the acronym definition ``a`` (a :class:`~kg.records.Acronym`, ``short`` and
        ``long``) names something established rather than a new proposal: either side a
        :meth:`_known_name`, or the long form a metric or task of the gazetteers."""
        key = _norm(a.long)
        return self._known_name(a.short) or self._known_name(a.long) \
            or key in self.metric_gaz_keys or key in self.task_gaz_keys

    def _new_long_form(self, pair) -> Optional[Span]:
        """The long form of an acronym definition that may name a new proposal.

        Args:
            pair: an entry of ``self.pairs``, ``((short_start, short_end), (long_start,
                long_end), Acronym)`` in character offsets, or None.
        Returns:
            the span of the long form (:meth:`_span_of`), or None when ``pair`` is None,
            names something established (:meth:`_pair_known`: "we define the
            Kullback-Leibler divergence (KL)") or its characters make no span.
        """
        if pair is None or self._pair_known(pair[2]):
            return None
        return self._span_of(*pair[1])

    #: Heads of "a new <head>" after a defined name ("X (XX), a new generalization of ...").
    _NEW_APPOSITIVE_HEADS = L.METHOD_DESCRIPTOR_HEADS | L.BENCHMARK_HEADS | _DERIVATIVE_NOUNS

    def defined_appositive_names(self):
        """"This insight is leveraged in Foo Bar Planning (FBP), a new generalization of
        classic algorithms that ...": an acronym-defined name (either side of the pair,
        the bracketed side skipped) that a comma and "a" / "an" follow, with "new" or
        "novel" among the next three words and a head of
        :data:`~kg.extract.lexicon.METHOD_DESCRIPTOR_HEADS`,
        :data:`~kg.extract.lexicon.BENCHMARK_HEADS` or :data:`_DERIVATIVE_NOUNS` within
        six words, is proposed (rule ``propose-defined-appositive``): "new" in apposition
        is the authors' word for their own artifact, without a contribution verb. A
        sentence with a comparison cue before the name, one about prior work ("et al."),
        one before the authors first speak (:meth:`_own_sentence`), and established names
        (:meth:`_known_name`) propose nothing. The name is a contribution of its own, no
        part ("we introduce A (AA), a new methodology for X, and B (BB), a novel
        algorithm for computing A's iterates": siblings)."""
        low, words = self.lower, self.words
        n_tok = len(low)
        own = self._own_sentence()
        for n, p, j in self._names_with_pairs():
            if j + 3 >= n_tok or words[j] != "," or low[j + 1] not in ("a", "an"):
                continue
            si = self.tok_sent[n.start]
            sent = self.sents[si]
            if si < own or j + 3 >= sent.end:
                continue
            if not any(low[x] in ("new", "novel") for x in range(j + 2, min(sent.end, j + 5))):
                continue
            if not any(_singular(low[x]) in self._NEW_APPOSITIVE_HEADS for x in range(j + 2, min(sent.end, j + 9))):
                continue
            if any(low[x] in L.COMPARE_CUES or low[x].startswith("compar") for x in range(sent.start, n.start)) \
                    or any(low[x] == "et" for x in range(sent.start, sent.end)):
                continue
            (ss, se), (ls, le), a = p
            if self._pair_known(a):
                continue  # "we define the Kullback-Leibler divergence (KL)": a known notion
            self._propose(n, max(sent.start, n.start - 1), si, sent, rule="propose-defined-appositive",
                          top_level=True)

    def _names_with_pairs(self):
        """Yield ``(name, pair, j)`` for each name of :attr:`names` that has a candidate pair
        (:meth:`_pair_of`): ``j`` is the token index after the name and its bracketed
        acronym (:meth:`_past_bracket`), where the two appositive / passive rules read on."""
        for n in self.names:
            p = self._pair_of(n.start_char, n.end_char)
            if p is not None:
                yield n, p, self._past_bracket(n.end)

    def _past_bracket(self, j: int) -> int:
        """Token index after a bracket that opens at token ``j`` and closes within 20 tokens
        (a name's acronym, "Foo Bar (FB)"), else ``j``."""
        words, n_tok = self.words, len(self.lower)
        if j < n_tok and words[j] == "(":
            return next((x + 1 for x in range(j, min(n_tok, j + 20)) if words[x] == ")"), j)
        return j

    #: Participles of a passive contribution statement ("X (XX) is designed to ...").
    _PASSIVE_PROPOSE = frozenset("designed proposed introduced developed devised presented".split())

    def passive_names(self):
        """"To capture ..., Foo Task Attention (FTA) is designed to maintain a pool ...": an
        acronym-defined name followed (past its bracket and an optional comma) by "is" /
        "are", at most one adverb, a participle of :data:`_PASSIVE_PROPOSE` and "to",
        "for", "as", "in", "that", "which", "by" and a gerund ("is proposed by constructing
        ..."), a comma or the sentence end is proposed (rule
        ``propose-passive``); after a main method it becomes one of its parts, as other
        later proposals do (:meth:`_propose`). Only from the sentence where the authors
        first speak on (:meth:`_own_sentence`: "Graph Attention Networks (GATs) are
        designed to ..." in the background is not), and no established name
        (:meth:`_known_name`)."""
        low, words = self.lower, self.words
        n_tok = len(low)
        own = self._own_sentence()
        for n, p, j in self._names_with_pairs():
            if j < n_tok and words[j] == ",":
                j += 1
            if j + 2 >= n_tok or low[j] not in ("is", "are"):
                continue
            k = j + 1
            if self.pos[k] == "ADV":
                k += 1
            if k + 1 >= n_tok or low[k] not in self._PASSIVE_PROPOSE or \
                    low[k + 1] not in ("to", "for", "as", "in", "that", "which", ",", ".", ";") and not (
                        low[k + 1] == "by" and k + 2 < n_tok and self.tag[k + 2] == "VBG"):
                continue  # ("X is proposed by constructing ...": a means; not "proposed by Smith")
            si = self.tok_sent[n.start]
            if si < own or self.tok_sent[k] != si:
                continue
            (ss, se), (ls, le), a = p
            if self._pair_known(a):
                continue  # "we define the Kullback-Leibler divergence (KL)": a known notion
            self._propose(n, max(self.sents[si].start, n.start - 1), si, self.sents[si], rule="propose-passive")

    #: Participles after a comma that bring in what the authors' step produced ("we
    #: provide two variants ..., giving rise to X and Y"; "..., yielding X").
    _YIELDING_CUES = (("giving", "rise", "to"), ("resulting", "in"), ("yielding",), ("leading", "to"))

    def yielded_names(self):
        """Rule ``propose-yielded``: "We then provide two variants based on A and B, giving
        rise to Zorb-A and Zorb-B", "we continue pretraining X on Y, yielding Plonkemma": in a
        sentence whose words before the cue include "we", the names right after a comma and
        "giving rise to" / "resulting in" / "yielding" / "leading to" (behind at most "a",
        "an", "the", "novel", "new"), one or several joined by "and" / commas, are what the
        authors' step produced: proposals (a benchmark before a data head). Each must end
        the list or stand before a bracket, a comma, "and", "respectively", the sentence's
        end or a method or benchmark descriptor; a name before another lower-case noun
        ("resulting in Zorb skeleton sequences") or a phenomenon noun ("resulting in
        Neural Zorb (NZ) phenomena") is refused, and so is a known method, dataset, model
        or generic abbreviation."""
        low, words = self.lower, self.words
        for si, sent in enumerate(self.sents):
            if "we" not in low[sent.start:sent.end]:
                continue
            for k in range(sent.start + 1, sent.end):
                if words[k - 1] != ",":
                    continue
                cue = next((c for c in self._YIELDING_CUES if tuple(low[k:k + len(c)]) == c), None)
                if cue is None or "we" not in low[sent.start:k]:
                    continue
                j = k + len(cue)
                while j < sent.end and low[j] in ("a", "an", "the", "novel", "new"):
                    j += 1
                found = self._name_series(sent, j, lambda n: self._past_bracket(n.end))
                for n in found:
                    after = self._past_bracket(n.end)
                    nxt = low[after] if after < len(low) else "."
                    head = _singular(nxt)
                    if not (nxt in (",", ".", ";", "and", "respectively", "(") or head in L.METHOD_DESCRIPTOR_HEADS
                            or nxt in L.BENCHMARK_HEADS) or head in _PHENOMENON_NOUNS:
                        continue
                    txt = self._span_text(n)
                    key = _norm(txt)
                    if txt in L.GENERIC_ABBREVIATIONS or _plural_acronym(txt) or self._is_model_name(txt) \
                            or key in self.method_gaz_keys or key in self.dataset_gaz_keys or key in technique_keys() \
                            or self._known_name(txt) or any(_norm(self._text(c)) == key for c in self.proposed):
                        continue
                    self._propose(n, k, si, sent, rule="propose-yielded", top_level=True)

    def resulting_names(self):
        """"The resulting Graph Parsing Network (GPN) adaptively learns ...", "The resulting
        publicly available HEADLINES dataset is ...": a name that opens a sentence after
        "The resulting" (and up to three lower-case modifiers), followed by a method or
        benchmark descriptor or by its acronym, is what the paper's procedure produced: its
        proposal (rule ``propose-resulting``, a contribution of its own), after the first
        sentence about the paper's own work (:meth:`_speaks_of_own_work`: "we", "our", "this
        study", ...). No known method, dataset, pretrained model or generic
        abbreviation."""
        low = self.lower
        own = next((si for si, sent in enumerate(self.sents) if self._speaks_of_own_work(sent)
                    and "resulting" not in low[sent.start:sent.end]), None)  # (a self word itself)
        if own is None:
            return
        for si, sent in enumerate(self.sents):
            k = sent.start
            if si <= own or k + 3 >= sent.end or low[k] != "the" or low[k + 1] != "resulting":
                continue
            k += 2
            while k < min(sent.end, sent.start + 5) and self.words[k].islower() and self.words[k].isalpha():
                k += 1
            n = self.name_at.get(k)
            if n is None or n.end >= sent.end:
                continue
            nxt = low[n.end]
            if not (self._pair_of(n.start_char, n.end_char) is not None or nxt == "("
                    or _singular(nxt) in L.METHOD_DESCRIPTOR_HEADS or nxt in L.BENCHMARK_HEADS):
                continue
            txt = self._span_text(n)
            key = _norm(txt)
            if txt in L.GENERIC_ABBREVIATIONS or _plural_acronym(txt) or self._is_model_name(txt) \
                    or key in self.method_gaz_keys or key in self.dataset_gaz_keys or key in technique_keys():
                continue
            self._propose(n, k - 1, si, sent, rule="propose-resulting", top_level=True)

    #: Adverbs between a name and its verb of comparison ("X consistently outperforms").
    _COMPARE_ADVERBS = frozenset(
        """consistently significantly substantially also clearly further greatly remarkably even
        still generally notably markedly considerably largely often""".split())
    #: Verbs of beating a baseline ("X outperforms ..."), third person or plural.
    _BEAT_VERBS = frozenset("outperforms outperform surpasses surpass beats".split())
    #: Verbs of reaching a result ("X achieves state-of-the-art performance").
    _ACHIEVE_VERBS = frozenset("achieves achieve attains attain yields obtains delivers sets".split())
    #: Words that make the object of such a verb a strong result ("great", "better").
    _GOOD_RESULT_WORDS = frozenset(
        """state-of-the-art sota superior better competitive great strong best remarkable
        excellent significant substantial leading higher improved stronger favorable favourable
        outstanding impressive promising exceptional""".split())
    #: Nouns of a result ("performance", "results", "accuracy").
    _RESULT_NOUNS = frozenset("performance performances result results accuracy accuracies".split())
    #: Words that make the object of such a verb the field's current methods.
    _BASELINE_WORDS = frozenset(
        """existing state-of-the-art sota prior previous baseline baselines strong current other
        competing recent all leading""".split())

    def _baseline_word(self, x: int) -> bool:
        """Whether token ``x`` is a word of :data:`_BASELINE_WORDS` or opens
        "state-of-the-art" (which the tokenizer may split at its hyphens)."""
        return self.lower[x] in self._BASELINE_WORDS or (
            self.lower[x] == "state" and x + 1 < len(self.words) and self.words[x + 1] == "-")

    #: Words that end the clause a subject name opens (:meth:`_clause_comparison`).
    _CLAUSE_BREAKS = frozenset({",", ";", ":", "which", "that", "while", "whereas", "but", "and", "(", "."})

    def _clause_comparison(self, n: Span) -> bool:
        """Whether the name ``n`` opens its sentence (or follows "that" after a verb: "we show
        that X ..."; or a comma after a fronted phrase: "Enabled by this, X ...") as the subject of a clause that, within twelve tokens and before any
        clause break (:data:`_CLAUSE_BREAKS`), compares it with the field's methods: "better
        than", "superior to", or "superior" / "improved" ... "compared with / to", and
        within three words after it a baseline word (:meth:`_baseline_word`: "X designs
        binding sites substantially better than baseline approaches", "X has superior test
        power compared with prior methods"). Used by :meth:`outperforming_names`; a name
        compared with something else ("X performs better than Y") does not count."""
        low = self.lower
        sent = self.sents[self.tok_sent[n.start]]
        fronted = n.start - 1 > sent.start and self.words[n.start - 1] == "," and (
            self.pos[sent.start] in ("ADP", "ADV") or self.tag[sent.start] in ("VBN", "VBG"))
        if not (n.start == sent.start or fronted or low[n.start - 1] == "that" and n.start - 2 >= sent.start
                and self.pos[n.start - 2] == "VERB"):
            return False
        superior = False
        for x in range(n.end, min(sent.end - 1, n.end + 12)):
            w = low[x]
            if w in self._CLAUSE_BREAKS:
                return False
            if w in ("superior", "improved"):
                superior = True
            if (w == "better" and low[x + 1] == "than" or w == "superior" and low[x + 1] == "to"
                    or superior and w == "compared" and low[x + 1] in ("with", "to")):
                return any(self._baseline_word(y) for y in range(x + 2, min(sent.end, x + 5)))
        return False

    def outperforming_names(self):
        """"Experiments show that GPN outperforms state-of-the-art graph pooling methods",
        "demonstrate the superiority of DASL over existing approaches": a name that beats
        the field's current methods (subject of outperforms / surpasses / beats, up to two
        adverbs, then within three words "existing", "state-of-the-art", "baselines",
        "other", ...; or "superiority / advantage of X over" such words), or that reaches
        a strong result (subject of achieves / attains / yields / obtains / delivers /
        sets, then within three words "state-of-the-art", "better", "great", ... and within
        seven a result noun: "we find ZRL achieves great performance on ...") is the paper's
        proposal (rule ``propose-outperform``; a contribution of its own, no part) when the
        abstract introduces it in its own work: its first mention stands in a sentence
        after the authors first speak ("we", "our"; or in that sentence), with no
        comparison cue or list opener ("including", "such as") before it and no citation.
        The name must be strong (capitals inside, an acronym), defined by an acronym, or
        used at least twice, and be no known method, dataset, pretrained model, generic
        or plural abbreviation. A sentence with a comparison of systems the paper only
        studies ("we compare A, B and C (NoPE) ... NoPE outperforms other encodings") thus
        proposes nothing."""
        low, words = self.lower, self.words
        firsts = [low.index(w) for w in ("we", "our") if w in low]
        if not firsts:
            return
        own = self.tok_sent[min(firsts)]
        done: set[str] = {_norm(self._text(a)) for c in self.proposed for a in [c] + c.aliases}
        for n in self.names:
            j = n.end
            while j < len(low) and low[j] in self._COMPARE_ADVERBS:
                j += 1
            beats = j < len(low) and low[j] in self._BEAT_VERBS and any(
                self._baseline_word(x) for x in range(j + 1, min(len(low), j + 4)))
            # "we find X achieves great performance on ...": a strong result of X's own
            beats = beats or j < len(low) and low[j] in self._ACHIEVE_VERBS and any(
                low[x] in self._GOOD_RESULT_WORDS for x in range(j + 1, min(len(low), j + 4))) and any(
                low[x] in self._RESULT_NOUNS for x in range(j + 1, min(len(low), j + 8)))
            # "X designs binding sites substantially better than baseline approaches", "X has
            # superior test power compared with prior methods": a comparison with the field's
            # methods later in the clause that the name opens (:data:`CLAUSE_COMPARISONS`)
            beats = beats or CLAUSE_COMPARISONS and self._clause_comparison(n)
            over = n.start >= 2 and low[n.start - 1] == "of" and low[n.start - 2] in (
                "superiority", "advantage", "advantages") and n.end < len(low) and low[n.end] == "over" \
                and any(self._baseline_word(x) for x in range(n.end + 1, min(len(low), n.end + 3)))
            if not (beats or over):
                continue
            txt = self._span_text(n)
            key = _norm(txt)
            if key in done:
                continue
            pair = self._pair_of(n.start_char, n.end_char)
            count = len(re.findall(r"(?<![\w-])" + re.escape(txt) + r"(?![\w-])", self.text))
            if not (pair is not None or word_shape(txt) == "strong" or count >= 2):
                continue
            if txt in L.GENERIC_ABBREVIATIONS or _plural_acronym(txt) or self._is_model_name(txt) \
                    or key in self.method_gaz_keys or key in self.dataset_gaz_keys or key in technique_keys():
                continue
            # the first mention of the name (or of its long form)
            at = self.text.find(txt)
            if pair is not None:
                at = min(at, pair[1][0]) if at >= 0 else pair[1][0]
            first = self.doc.char_span(at, at + 1, alignment_mode="expand")
            if first is None:
                continue
            fs = self.tok_sent[first.start]
            sent = self.sents[fs]
            if fs < own or any(low[x] in L.COMPARE_CUES or low[x].startswith("compar") or low[x] in
                               ("including", "include", "includes", "e.g.", "such") for x in range(sent.start, first.start)) \
                    or any(low[x] == "et" and low[x + 1].startswith("al") for x in range(sent.start, sent.end - 1)) \
                    or self._prior_work_subject(first.start, sent):
                continue
            si = self.tok_sent[n.start]
            self._propose(n, max(self.sents[si].start, n.start - 1), si, self.sents[si],
                          rule="propose-outperform", top_level=True)
            done.add(key)

    def novel_subject_names(self):
        """"KiteNet is a novel framework that ...": a coined name that opens a sentence (or
        follows "Our" / "The proposed") and is called "a novel" / "a new" descriptor
        (a head of :data:`~kg.extract.lexicon.METHOD_DESCRIPTOR_HEADS` or
        :data:`~kg.extract.lexicon.BENCHMARK_HEADS` within four words) is proposed (rule
        ``propose-subject``) after the first sentence where the authors speak ("we",
        "our"; "HTTP/3 is a new protocol" in the background is not); no known method,
        dataset or pretrained model."""
        low = self.lower
        firsts = [low.index(w) for w in ("we", "our") if w in low]  # (list scans in C)
        own = self.tok_sent[min(firsts)] if firsts else len(self.sents)
        for si, sent in enumerate(self.sents):
            if si <= own and low[sent.start] != "our":
                continue  # "HTTP/3 is a new protocol ...": background before the paper's own words
            k = sent.start
            if low[k] in ("our", "the") and k + 1 < sent.end and (low[k] == "our" or low[k + 1] == "proposed"):
                k += 2 if low[k + 1] == "proposed" else 1
            n = self.name_at.get(k)
            if n is None or n.label_ == "SINGLE" or n.end + 3 >= sent.end:
                continue
            j = n.end
            if self.words[j] == "(":
                j = next((x + 1 for x in range(j, min(sent.end - 3, j + 12)) if self.words[x] == ")"), j)
            if low[j] not in ("is", "was") or low[j + 1] not in ("a", "an") or low[j + 2] not in ("novel", "new"):
                continue
            if not any(_singular(low[x]) in L.METHOD_DESCRIPTOR_HEADS or low[x] in L.BENCHMARK_HEADS
                       for x in range(j + 3, min(sent.end, j + 7))):
                continue
            txt = self._span_text(n)
            key = _norm(txt)
            if txt in L.GENERIC_ABBREVIATIONS or self._is_model_name(txt) or key in self.method_gaz_keys \
                    or key in self.dataset_gaz_keys:
                continue
            self._propose(n, j + 2, si, sent, rule="propose-subject")

    #: Heads of an indefinite descriptor whose appositive name is the authors' artifact
    #: ("we train a scoring function, FooScore, ...").
    _APPOSITIVE_HEADS = L.METHOD_DESCRIPTOR_HEADS | {"function", "variant", "extension", "version"}

    def appositive_names(self):
        """"We leverage this dataset to train a CLIP-based scoring function, PickScore,
        which ...": a coined name in apposition to an indefinite descriptor ("a" or "an",
        at most four modifiers, a head of :data:`_APPOSITIVE_HEADS`) in a sentence whose
        subject "we" stands before it is proposed (rule ``propose-appositive``), as a
        contribution of its own (no part). The name must be strong or of several words,
        end in a comma, a bracket, "which" / "that" or the sentence end, and be no known
        method or dataset, pretrained model or generic abbreviation; a descriptor that
        calls it established ("a classical algorithm, X") and a sentence with a
        comparison cue before the descriptor, or about prior work, proposes nothing."""
        low, words = self.lower, self.words
        for n in self.names:  # (names are few: read back from each to its descriptor)
            k = n.start - 2
            if k < 1 or words[k + 1] != "," or n.label_ == "SINGLE" or _singular(low[k]) not in self._APPOSITIVE_HEADS \
                    or n.end >= len(low) or words[n.end] not in (",", "(", ".", ";") and low[n.end] not in ("which", "that"):
                continue
            i = k - 1
            while i > k - 6 and i > 0 and low[i] not in ("a", "an") and (
                    self.pos[i] in ("ADJ", "NOUN", "PROPN") or self.tag[i] in ("VBN", "VBG") or words[i] == "-") \
                    and _singular(low[i]) not in self._APPOSITIVE_HEADS:
                i -= 1
            if low[i] not in ("a", "an"):
                continue
            if any(low[x] in _ESTABLISHED_MARKS for x in range(i + 1, k)):
                continue  # "we revisit a classical algorithm, GDA": an established one
            if USED_APPOSITIVES and self._used_object(i):
                continue  # "we first use a 2D diffusion model, Zorb123, to ...": a tool it uses
            if APPOSITIVE_LIST_ITEMS and self._list_item_after(n):
                continue  # "across three databases (a private EHR system, X, and Zorb claims data)": a list
            si = self.tok_sent[i]
            sent = self.sents[si]
            if not self._we_subject(i) or any(low[x] in L.COMPARE_CUES or low[x].startswith("compar")
                                              for x in range(sent.start, i)) \
                    or self._prior_work_subject(i, sent):
                continue
            txt = self._span_text(n)
            key = _norm(txt)
            if txt in L.GENERIC_ABBREVIATIONS or self._is_model_name(txt) or _plural_acronym(txt) \
                    or key in self.method_gaz_keys or key in self.dataset_gaz_keys or key in technique_keys():
                continue
            self._propose(n, i, si, sent, rule="propose-appositive", top_level=True)

    def _used_object(self, i: int) -> bool:
        """Whether the noun phrase that opens at token ``i`` (its article) is the object of a
        verb of use: the nearest verb before it in its sentence, past adverbs ("we first
        use a ..."), is one of ``_ADOPTING_VERBS`` (:data:`USED_APPOSITIVES`)."""
        low = self.lower
        start = self.sents[self.tok_sent[i]].start
        for x in range(i - 1, max(start - 1, i - 4), -1):
            if self.pos[x] == "ADV":
                continue
            return low[x] in self._ADOPTING_VERBS and self.pos[x] in ("VERB", "AUX")
        return False

    def _list_item_after(self, n: Span) -> bool:
        """Whether the name ``n`` is followed by a comma, "and" / "or" and a further item that
        is no clause and no second appositive pair: a word that is no determiner, pronoun,
        verb, auxiliary or adverb ("a private EHR system, X, and Zorb claims data": X is
        one item of a list, not the descriptor's name; not "a scoring function, X, and show
        that ..." nor "a model, X, and a benchmark, Y")."""
        k = n.end
        if k + 2 >= len(self.lower) or self.words[k] != "," or self.lower[k + 1] not in ("and", "or"):
            return False
        return self.pos[k + 2] not in ("DET", "PRON", "VERB", "AUX", "ADV", "PART", "SCONJ")

    def ordinal_names(self):
        """"We propose two algorithms ... The first algorithm, Foo-A, ..., whereas the second
        one, Foo-B, ...": a name in apposition after "the first / second / third / former /
        latter" (and an optional method descriptor or "one") is proposed (rule
        ``propose-ordinal``) when an earlier or the same sentence proposes a number of
        artifacts ("two algorithms", "three variants"). Known methods (Papers with Code)
        are never proposed this way."""
        if not self.proposal_sents:
            return
        low, words = self.lower, self.words
        first = min(self.proposal_sents)
        counted = any(low[k] in _COUNT_WORDS or self.pos[k] == "NUM" and k + 1 < len(words)
                      and _singular(low[k + 1]) in L.METHOD_DESCRIPTOR_HEADS
                      for si in self.proposal_sents for k in range(self.sents[si].start, self.sents[si].end))
        if not counted:
            return
        for i in _positions_between(low, _ORDINALS, 1, len(low) - 3):
            if low[i] not in _ORDINALS or low[i - 1] != "the" or self.tok_sent[i] < first:
                continue
            j = i + 1
            if _singular(low[j]) in L.METHOD_DESCRIPTOR_HEADS or low[j] == "one":
                j += 1
            if words[j] != ",":
                continue
            n = self.name_at.get(j + 1)
            if n is None or n.end >= len(words) or words[n.end] not in (",", "(", ")"):
                continue
            if _norm(self._span_text(n)) in self.method_gaz_keys:
                continue
            si = self.tok_sent[i]
            self._propose(n, i, si, self.sents[si], rule="propose-ordinal")

    def _coined_acronym_name(self, k: int) -> Optional[Span]:
        """The name of "a Foo Bar Transformer (FBT) architecture": an acronym-defined,
        capitalised long form that starts at token ``k`` (right after "a" / "an"), whose
        short form in brackets is followed by a method descriptor head ("architecture",
        "module", "loss"), that is no established method, technique or task (Papers with
        Code, CSO) under either form, in a sentence that is not about prior work
        (:data:`~kg.extract.lexicon.BACKGROUND_CUES`) or a comparison. Naming a module
        with a new acronym marks it as the paper's own. None otherwise."""
        n = self.name_at.get(k)
        if n is None:
            return None
        pair = self._pair_of(n.start_char, n.end_char)
        if pair is None or pair[1] != (n.start_char, n.end_char):
            return None  # the long form must come first: "a Foo Bar (FB) module"
        sp = self.doc.char_span(*pair[0], alignment_mode="expand")
        if sp is None or sp.end + 1 >= len(self.doc) or self.words[sp.end] != ")" \
                or _singular(self.lower[sp.end + 1]) not in L.METHOD_DESCRIPTOR_HEADS:
            return None
        a = pair[2]
        for key in (_norm(a.long), _norm(a.short)):
            if key in self.method_gaz_keys or key in technique_keys() or key in _pwc_keys("task") \
                    or key in self.dataset_gaz_keys:
                return None
        sent = self.sents[self.tok_sent[k]]
        if any(self.lower[x] in L.BACKGROUND_CUES or self.lower[x] in L.COMPARE_CUES
               for x in range(sent.start, sent.end)):
            return None
        return n

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

    #: Words right before a quoted coined term (past "the"): naming verbs, "concept of", and
    #: the contribution verbs of a quoted object ("presenting the `X'").
    _QUOTED_TERM_CUES = frozenset(
        """call calls called term terms termed dub dubs dubbed coin coins coined name names named
        present presents presenting propose proposes proposing introduce introduces introducing""".split())

    def quoted_terms(self):
        """Quoted phrases the authors coin (rule ``propose-quoted-term``,
        :data:`QUOTED_TERMS`): 'which we call "zorb optimality"', 'the concept of "plonk
        distance"', "presenting the `zorb estimator'".

        A phrase of one to six tokens between an opening and a closing quote, holding no
        determiner, pronoun, auxiliary, conjunction or finite verb and ending with a noun,
        is proposed (:meth:`_propose`) when the word before the opening quote (past "the")
        is a naming or contribution verb (:data:`_QUOTED_TERM_CUES`) or "of" after
        "concept" / "notion", and its sentence holds "we" / "our" and no background cue
        (:data:`~kg.extract.lexicon.BACKGROUND_CUES`); never a method, technique, task or
        dataset of the vocabularies. Quoting a phrase where it is named marks it as new
        (the convention :meth:`quoted_names` reads for quoted names before a descriptor).
        A coined term is a contribution of its own (``top_level``), never a part.
        """
        if not QUOTED_TERMS:
            return
        words, low, pos, tag = self.words, self.lower, self.pos, self.tag
        for i in _positions_between(words, _OPEN_QUOTES, 1, len(words) - 2):
            if words[i] not in _OPEN_QUOTES:
                continue
            j = next((x for x in range(i + 2, min(i + 8, len(words))) if words[x] in _CLOSE_QUOTES), None)
            if j is None:
                continue
            b = i - 1
            while b > 0 and low[b] == "the":
                b -= 1
            cue = low[b] in self._QUOTED_TERM_CUES or low[b] == "of" and b > 0 and low[b - 1] in ("concept", "notion")
            if not cue:
                continue
            toks = range(i + 1, j)
            if any(pos[k] in ("DET", "PRON", "AUX", "CCONJ", "SCONJ", "PART", "PUNCT") and words[k] != "-"
                   or tag[k] in ("VBZ", "VBP", "VBD", "MD") for k in toks):
                continue
            if not (tag[j - 1].startswith("NN") or pos[j - 1] in ("NOUN", "PROPN")):
                continue
            si = self.tok_sent[i]
            sent = self.sents[si]
            if self.tok_sent[j] != si or not any(low[k] in ("we", "our") for k in range(sent.start, sent.end)) \
                    or any(low[k] in L.BACKGROUND_CUES for k in range(sent.start, sent.end)):
                continue
            n = self.doc[i + 1:j]
            key = _norm(self._span_text(n))
            if key in self.method_gaz_keys or key in technique_keys() or key in _pwc_keys("task") \
                    or key in self.dataset_gaz_keys:
                continue
            self._propose(n, b, si, sent, rule="propose-quoted-term", top_level=True)

    #: Naming verbs right before an emphasised name (past "the / a / an"): "called *X*".
    _EMPH_NAMING = frozenset("called termed dubbed named coined".split())
    #: Contribution verbs whose whole object may be an emphasised name ("we design an *X*").
    _EMPH_CONTRIBUTION = frozenset("propose introduce design present develop devise integrate".split())
    #: Nouns of a problem setting that a naming verb may name ("this setup, which we refer
    #: to as *X*"): a task, no proposal (:data:`_SETTING_NOUNS` and the like).
    _EMPH_SETTINGS = _SETTING_NOUNS | frozenset("setup setups task tasks paradigm paradigms regime regimes".split())
    #: Words between such a verb and the emphasised name.
    _EMPH_SKIP = frozenset("the a an novel new".split())

    def _emphasis_cue(self, i: int) -> Optional[int]:
        """The token index of the naming cue before an emphasised name that starts at token
        ``i`` (:meth:`emphasised_terms`), or None: a naming verb (:data:`_EMPH_NAMING`,
        "refer(red) to as", "we call / term", "call / term it / this (noun)"), or a contribution verb
        (:data:`_EMPH_CONTRIBUTION`) that "we" opens within four words before it."""
        low = self.lower
        b = i - 1
        while b > 0 and low[b] in self._EMPH_SKIP:
            b -= 1
        if b < 0:
            return None
        w = low[b]
        if w == "called" and b > 0 and (low[b - 1] == "so" or b > 1 and low[b - 1] == "-" and low[b - 2] == "so"):
            return None  # "the so-called X": a term of others
        if w in self._EMPH_NAMING:
            return b
        if w == "as" and b >= 2 and low[b - 1] == "to" and low[b - 2] in ("refer", "referred", "refers"):
            return b - 2
        if w == "as" and b >= 1 and low[b - 1] in self._EMPH_NAMING:
            return b
        if w in ("call", "term", "name", "dub", "coin") and b > 0 and low[b - 1] == "we":
            return b  # "a phenomenon we call *X*"
        for k in (b - 1, b - 2):  # "we call it X", "we call this score X"
            if k >= 0 and low[k] in ("call", "term") and low[k + 1] in ("it", "this", "them", "these"):
                return k
        if w in self._EMPH_CONTRIBUTION and i - b <= 3 \
                and any(low[k] == "we" for k in range(max(0, b - 4), b)):
            return b
        if not WIDER_EMPHASIS_CUES:
            return None
        sent = self.sents[self.tok_sent[i]]
        if (w in self._EMPH_CONTRIBUTION or w.endswith("s") and w[:-1] in self._EMPH_CONTRIBUTION
                or w.endswith("es") and w[:-2] in self._EMPH_CONTRIBUTION) and i - b <= 3 \
                and any(low[k] in ("we", "our") for k in range(sent.start, b)):
            return b  # "Our analysis develops the *X* framework"
        if any(low[k] in ("novel", "new") for k in range(b + 1, i)):
            return b + 1  # "with a novel \\emph{X} representation"
        if w == "of" and b > 1 and low[b - 1] in ("concept", "notion") and i - b <= 3 \
                and low[b - 2] in ("novel", "new"):
            return b - 1  # "a novel concept of *X* (XX)" (not "the notion of *X* in earlier work")
        return None

    #: Descriptor heads that may follow an emphasised name (:data:`WIDER_EMPHASIS_CUES`): those
    #: of a method, and "representation" ("a novel \\emph{zorb graph} representation").
    _EMPH_HEADS = L.METHOD_DESCRIPTOR_HEADS | {"representation"}
    #: Words that mark a noun phrase as the introduction of something new
    #: (:meth:`_apposed_emphasis_cue`).
    _APPOSED_NEW = frozenset("a an novel new our proposed".split())
    #: Punctuation between a noun phrase and an emphasised name in apposition to it.
    _APPOSED_PUNCT = frozenset([",", "-", "–", "—", "--", ":"])

    def _apposed_emphasis_cue(self, i: int, j: int) -> Optional[int]:
        """The token index of the noun phrase head that an emphasised name at tokens
        ``[i, j)`` stands in apposition to (:data:`APPOSED_EMPHASIS`), or None.

        Before the name: a noun (behind at most one mark of :data:`_APPOSED_PUNCT` and one
        bracketed acronym, "a decoder (MSD), *X*") heads a noun phrase of at most six words,
        without a verb, that opens with "a" / "an" or holds "novel" / "new" / "our" / "proposed"
        (:data:`_APPOSED_NEW`), and its sentence holds "we" / "our" / "novel" / "new" or a
        passive "is presented / proposed / introduced". After the name: a comma, then "a" /
        "an", up to four modifiers and a descriptor head (:data:`~kg.extract.lexicon.METHOD_DESCRIPTOR_HEADS`),
        in a sentence with "we" / "our". Returns the head's index (before) or the name's first
        token (after); the caller applies the remaining tests of :meth:`emphasised_terms`."""
        low, pos, words = self.lower, self.pos, self.words
        sent = self.sents[self.tok_sent[i]]
        own = any(low[k] in ("we", "our", "novel", "new") for k in range(sent.start, sent.end)) \
            or any(low[k] in ("is", "are") and low[k + 1] in ("presented", "proposed", "introduced")
                   for k in range(sent.start, sent.end - 1))
        b = i - 1
        if b > sent.start and words[b] in self._APPOSED_PUNCT:
            b -= 1
        if b - 2 > sent.start and words[b] == ")" and words[b - 2] == "(" and words[b - 1][:1].isupper():
            b -= 3  # "a multi-scale decoder (MSD), *X*"
        if pos[i] == "ADP":
            return None  # "studying our brains *in silico*": a manner, no name
        if b > sent.start and own and pos[b] == "NOUN" and self.tag[b] in ("NN", "NNS") and words[b].islower() \
                and _singular(low[b]) not in self._EMPH_SETTINGS | _PHENOMENON_NOUNS:
            # (not "a *new* problem, *X*", "a fundamental pattern, *X*": a task or an effect)
            k = b - 1
            while k >= sent.start and b - k <= 6 and (pos[k] in ("ADJ", "NOUN", "PROPN", "NUM") or low[k] == "based") or \
                    k >= sent.start and words[k] == "-":  # ("a zorb filter based graph network")
                k -= 1
            spans = self.doc._.paperkg_emphasis or ()
            lo = self.doc[max(k, sent.start)].idx
            if any(lo <= a2 < self.doc[i].idx for a2, _b2 in spans):
                return None  # "a \\textbf{Re}trieval \\textbf{Fusion}": letters of an acronym, no apposition
            if k >= sent.start and low[k] in ("a", "an") or any(low[x] in self._APPOSED_NEW for x in range(k, b)):
                return b
        if j + 2 < sent.end and words[j] == "," and low[j + 1] in ("a", "an") \
                and any(low[k] in ("we", "our") for k in range(sent.start, sent.end)):
            for h in range(j + 2, min(sent.end, j + 7)):
                if low[h] in L.METHOD_DESCRIPTOR_HEADS and pos[h] == "NOUN":
                    return i
                if pos[h] not in ("ADJ", "NOUN", "PROPN") and words[h] != "-":
                    break
        return None

    def emphasised_terms(self):
        """Names the authors mark by emphasis where they give them (rule
        ``propose-emphasised``, :data:`EMPHASISED_TERMS`): "an algorithm called *Zorb
        fitted Q-iteration*", "a notion we refer to as \\emph{plonk learning}", "we design
        an \\emph{zorb interpreter} to ...".

        An emphasised range of ``doc._.paperkg_emphasis`` (:func:`kg.clean.emphasis_spans`)
        that covers whole tokens, one to eight, holding no determiner, pronoun, auxiliary,
        conjunction or finite verb and ending with a noun, is proposed (:meth:`_propose`,
        a contribution of its own) when a cue (:meth:`_emphasis_cue`) comes right before
        it, the word after it does not go on with the noun phrase (no noun, adjective or
        number: "a *model-free* algorithm" emphasises a modifier), no noun of a problem
        setting (:data:`_EMPH_SETTINGS`) ends it or stands in the eight words before the cue,
        "literature" does not follow it ("called *X* in the literature"), and its
        sentence holds "we" / "our" and no background cue
        (:data:`~kg.extract.lexicon.BACKGROUND_CUES`); an emphasised name that holds
        proposals found before widens them (:meth:`_widen_proposal`);
        never a method, technique, task or dataset of the vocabularies. Emphasis carries the
        exact extent of a name whose words a rule of name shapes would cut ("Hybrid robust
        Zorb Q-iteration"); the cue keeps emphasis for stress ("fails *only* when") out, as
        the quoted-term rule (:meth:`quoted_terms`) does for quotes.
        """
        if not EMPHASISED_TERMS:
            return
        spans = self.doc._.paperkg_emphasis if self.doc.has_extension("paperkg_emphasis") else None
        if not spans:
            return
        doc, low, pos, tag = self.doc, self.lower, self.pos, self.tag
        for a, b in spans:
            n = doc.char_span(a, b)
            if n is None or not 1 <= len(n) <= 12 or n.start == 0:
                continue
            i, j = n.start, n.end
            if any(pos[k] in ("DET", "PRON", "AUX", "CCONJ", "SCONJ", "PART") or pos[k] == "PUNCT" and self.words[k] not in "-/"
                   or tag[k] in ("VBZ", "VBP", "VBD", "MD") for k in range(i, j)):
                continue
            if not (tag[j - 1].startswith("NN") or pos[j - 1] in ("NOUN", "PROPN")
                    or j - i > 1 and tag[j - 1] == "VBG"):  # ("zorb learning": a noun in -ing)
                continue
            if j < len(doc) and (pos[j] in ("NOUN", "PROPN", "ADJ", "NUM") and self.words[j] not in ("(",)):
                if not (WIDER_EMPHASIS_CUES and j - i >= 2 and pos[i] in ("NOUN", "PROPN")
                        and pos[j] in ("NOUN", "PROPN") and low[j] in self._EMPH_HEADS
                        and not (j + 1 < len(doc) and pos[j + 1] in ("NOUN", "PROPN"))):
                    continue  # ("a *model-free* algorithm"; not "an *agent tuning* algorithm")
            if REMEDIED_BACKGROUND_CUES and j + 1 < len(doc) and tag[j] == "VBG" and pos[j + 1] == "NOUN":
                continue  # ("an *adaptive* prompting approach": a modifier of a gerund compound)
            v = self._emphasis_cue(i)
            apposed = False
            if v is None and APPOSED_EMPHASIS:
                v = self._apposed_emphasis_cue(i, j)
                apposed = v is not None
            if v is None:
                continue
            si = self.tok_sent[i]
            sent = self.sents[si]
            if self.tok_sent[j - 1] != si or not (apposed or any(low[k] in ("we", "our") for k in range(sent.start, sent.end))) \
                    or any(low[k] in L.BACKGROUND_CUES and not self._remedied_cue(k, sent.start)
                           for k in range(sent.start, sent.end)):
                continue
            if any(low[k] in self._EMPH_SETTINGS for k in range(max(sent.start, v - 8), v)) or low[j - 1] in self._EMPH_SETTINGS:
                continue  # "In this setup, which we refer to as *zorb learning*": a problem setting
            if "literature" in low[j:j + 4]:
                continue  # "(called *zorbs* in the literature)": a term of others
            key = _norm(self._span_text(n))
            if key in self.method_gaz_keys or key in technique_keys() or key in _pwc_keys("task") \
                    or key in self.dataset_gaz_keys:
                continue
            inside = [c for c in self.proposed if a <= c.start and c.end <= b]
            if inside:
                if (inside[0].start, inside[0].end) != (a, b) and self._widen_proposal(inside, a, b) \
                        and EMPHASISED_TERM_LOG is not None:
                    EMPHASISED_TERM_LOG.append(self._span_text(n))
                continue
            before = len(self.proposed)
            self._propose(n, v, si, sent, rule="propose-emphasised", top_level=True)
            if EMPHASISED_TERM_LOG is not None and len(self.proposed) > before:
                EMPHASISED_TERM_LOG.append(self._span_text(n))

    #: Verbs whose object is the problem the authors' work removes ("we overcome this
    #: limitation via ...", "to address these drawbacks"): a background cue there is the
    #: authors' target, not earlier work (:data:`REMEDIED_BACKGROUND_CUES`).
    _REMEDY_VERBS = frozenset(
        """overcome overcomes address addresses mitigate mitigates alleviate alleviates tackle
        tackles resolve resolves remedy remedies circumvent circumvents bypass bypasses
        sidestep sidesteps eliminate eliminates""".split())

    def _remedied_cue(self, k: int, lo: int) -> bool:
        """Whether the background cue at token ``k`` (:data:`~kg.extract.lexicon.BACKGROUND_CUES`)
        is the object of a remedy verb (:data:`_REMEDY_VERBS`) at most three words before it, with
        only determiners and adjectives between ("we provably overcome this fundamental
        limitation", "to address these drawbacks"), in the same sentence (from token ``lo``
        on). Always False when :data:`REMEDIED_BACKGROUND_CUES` is off."""
        if not REMEDIED_BACKGROUND_CUES:
            return False
        x = k - 1
        while x >= lo and k - x <= 3 and self.pos[x] in ("DET", "ADJ"):
            x -= 1
        return x >= lo and k - x <= 3 and self.lower[x] in self._REMEDY_VERBS

    def _widen_proposal(self, inside: list, a: int, b: int) -> bool:
        """Widen the main or else the first proposal of ``inside`` (proposals within the emphasised name at
        characters ``[a, b)``, :meth:`emphasised_terms`) to the whole name, and drop the
        others: a rule of name shapes cut the emphasised name ("Zorb" or "Plonk Q-iteration"
        of "*Zorb robust Plonk Q-iteration*"). Parts that named the old text as their whole
        name the new one. Returns False (nothing changed) when the widened name would be
        another proposal's text."""
        c = self.main if self.main in inside else inside[0]
        old, new = self._text(c), self.text[a:b]
        if any(self._text(p) == new for p in self.proposed if p is not c):
            return False
        c.start, c.end = a, b
        gone = {id(p) for p in inside if p is not c}
        self.proposed = [p for p in self.proposed if id(p) not in gone]
        for p in self.proposed:
            if p.whole == old:
                p.whole = new if p is not c else None
        return True

    def _builds_on(self, c: _Cand, sent: Span, v: int) -> bool:
        """Whether the words of ``sent`` before the cue at token ``v`` say that the new
        proposal is built from proposal ``c``: its name (or an alias) after a word of
        building (:data:`_BUILD_FROM_WORDS`: "Based on DMM, we develop X", "By replacing
        the MAE in APL with our proposed NNLFs, we ... propose X")."""
        keys = {_norm(self._text(a)) for a in [c] + list(c.aliases)}
        if ANAPHORIC_BUILDS and c.sent == self.tok_sent[sent.start] - 1 and self._anaphoric_build(sent, v):
            return True  # "We propose ZA, a novel attention. On this basis, we design X"
        seen_build = False
        for k in range(sent.start, v):
            if self.lower[k] in _BUILD_FROM_WORDS:
                if BUILD_OPENER_NAMES and k in self.name_at and k + 1 < v and self.words[k][:1].isupper():
                    # "Leveraging TCA, we introduce X": the capitalised opener joins the name span
                    rest = self._span_text(self.name_at[k])[len(self.words[k]):].strip()
                    if _norm(rest) in keys:
                        return True
                seen_build = True
            elif seen_build and k in self.name_at and _norm(self._span_text(self.name_at[k])) in keys:
                e = self.name_at[k].end
                # ("Leveraging the S-Zorb property, we introduce X": a property X rests on, no part)
                return not (e < v and _singular(self.lower[e]) in _PHENOMENON_NOUNS)
        return False

    #: Nouns after "this" that make an anaphoric opener point at a proposal ("Based on
    #: this framework, we ..."; not "Based on this observation").
    _ANAPHORIC_BUILD_NOUNS = frozenset(
        "framework technique module mechanism operator method approach design architecture model".split())

    def _anaphoric_build(self, sent: Span, v: int) -> bool:
        """Whether the sentence ``sent`` opens, before the cue at token ``v``, with an
        anaphoric phrase of building: "On this basis," "On top of this," "Based on this,"
        "Building on this," or one of them with a noun of :data:`_ANAPHORIC_BUILD_NOUNS`
        after "this" ("Based on this framework,"). "this" plus any other noun ("Based on
        this observation") points at a finding, not at a proposal."""
        low = self.lower
        lo = sent.start
        if lo + 4 > v:
            return False
        if low[lo:lo + 3] == ["on", "this", "basis"] or low[lo:lo + 4] == ["on", "top", "of", "this"]:
            k = lo + 3 if low[lo + 1] == "this" else lo + 4
        elif low[lo] in ("based", "building", "built") and low[lo + 1] in ("on", "upon") and low[lo + 2] == "this":
            k = lo + 3
        else:
            return False
        if k < v and low[k] in self._ANAPHORIC_BUILD_NOUNS and low[lo + 1] != "this":
            k += 1
        return k < v and self.words[k] == ","

    def _setting_after(self, name: Span) -> bool:
        """Whether the noun right after ``name`` (past its bracketed short form) is a noun of
        a problem setting (:data:`_SETTING_NOUNS`: "a Continual Learning (CL) setting", "the
        Online Matching problem"): the name then names the problem, not a method."""
        k = self._past_short_form(name)
        return k is not None and k < len(self.words) and self.lower[k] in _SETTING_NOUNS

    def _past_short_form(self, name: Span) -> Optional[int]:
        """The word index right after ``name`` and its bracketed short form if one follows
        ("X (XX) method" -> the index of "method"); None when the bracket does not close
        within 8 words."""
        k, n = name.end, len(self.words)
        if k < n and self.words[k] == "(":
            close = next((j for j in range(k, min(k + 8, n)) if self.words[j] == ")"), None)
            if close is None:
                return None
            k = close + 1
        return k

    def _appositive_kind(self, name: Span, i: int) -> bool:
        """Whether ``name`` (with its bracketed short form) modifies a descriptor noun in an
        appositive of a name written just before it: "We present Zorb Estimation (ZE), a
        novel Simulation-Based Inference (SBI) method" -- ZE is the method, SBI its kind.

        Args:
            name: the name after "a novel" / "a new" / "a".
            i: the token index of "a" / "novel" / "new" before it.
        Returns:
            True when "a" follows a comma right after a name or a closing bracket, and a
            word of :data:`~kg.extract.lexicon.METHOD_DESCRIPTOR_HEADS` follows the short form.
        """
        low, words = self.lower, self.words
        a = i if low[i] in ("a", "an") else i - 1
        if a < 2 or words[a - 1] != "," or not (words[a - 2] == ")" or any(
                n.end == a - 1 for n in self._names_in(max(0, a - 12), a - 1))):
            return False
        k = self._past_short_form(name)
        return k is not None and k < len(words) and _singular(low[k]) in L.METHOD_DESCRIPTOR_HEADS

    def _known_kind(self, name: Span) -> bool:
        """Whether ``name`` is an established technique, defined with its acronym, that only
        modifies the descriptor after its bracket: "a novel linear programming (LP)
        framework", "a novel quadratic programming (QP) method" -- the contribution is a
        framework of that kind, the technique exists (its long form a :meth:`_known_name`:
        Papers with Code, CSO, the textbook list; a known short form alone is not enough). Args: a name span. Returns: True for such a modifier
        (:data:`KNOWN_KIND_MODIFIERS`)."""
        pair = self._pair_of(name.start_char, name.end_char)
        if pair is None or not self._known_name(pair[2].long):
            return False  # (the long form: a short form alone is often reused, "NEM")
        k = self._past_short_form(name)
        if k is not None and k < len(self.words) and self.words[k] == ")":
            k += 1  # the short form itself, "(LP) framework"
        return k is not None and k < len(self.words) and _singular(self.lower[k]) in L.METHOD_DESCRIPTOR_HEADS

    def _names_the_kind(self, name: Span) -> bool:
        """Whether ``name`` (with its bracketed short form) only modifies a descriptor noun
        that a naming participle then names: "a novel eXplainable AI (XAI) method called
        SRD" -- XAI is the kind of method, SRD its name (the naming cue proposes it).
        Args: a name span. Returns: True for such a modifier."""
        k, n = self._past_short_form(name), len(self.words)
        if k is None:
            return False
        heads = 0
        while k < n and heads < 2 and _singular(self.lower[k]) in L.METHOD_DESCRIPTOR_HEADS:
            k += 1
            heads += 1
        if heads == 0:
            return False
        if k < n and self.words[k] == ",":
            k += 1
        return k < n and self.lower[k] in _NAMING_FORMS

    def _second_appositive(self, first: Span, later: Span, v: int) -> bool:
        """Whether ``later`` names a second descriptor coordinated with the one ``first``
        names, both in apposition: "we introduce an optimizer, A, and a scheduler, B, that
        ...". ``first`` stands between commas after a descriptor phrase opened by "a" /
        "an" after the cue verb at token ``v``; ``later`` follows ", and a/an [modifiers]
        NOUN ," whose noun is a method or benchmark descriptor
        (:data:`~kg.extract.lexicon.METHOD_DESCRIPTOR_HEADS`,
        :data:`~kg.extract.lexicon.BENCHMARK_HEADS`, :data:`_APPOSITIVE_TOOL_HEADS`) and is followed by a comma, a bracket,
        a full stop or a relative pronoun (a name, not a modifier).
        Args: two name spans, ``first`` before ``later``; ``v`` the cue's token index.
        Returns: True when ``later`` is such a second appositive name."""
        words, low, n = self.words, self.lower, len(self.words)
        if first.start - 1 <= v or words[first.start - 1] != "," or first.end >= n or words[first.end] != ",":
            return False
        if later.start - 2 <= first.end or words[later.start - 1] != "," or later.label_ == "SINGLE" and not (
                self._pair_of(later.start_char, later.end_char) or any(c.isupper() for c in words[later.start][1:])):
            return False
        if later.end < n and words[later.end] not in (",", "(", ".", ";") and low[later.end] not in ("that", "which"):
            return False
        head = later.start - 2
        if _singular(low[head]) not in L.METHOD_DESCRIPTOR_HEADS and low[head] not in L.BENCHMARK_HEADS \
                and _singular(low[head]) not in _APPOSITIVE_TOOL_HEADS:
            return False
        k = head - 1
        while k > first.end and low[k] not in ("a", "an") and (
                self.pos[k] in ("ADJ", "NOUN", "PROPN", "VERB", "ADV") or "-" in (words[k], words[k - 1])):
            k -= 1  # the descriptor's modifiers ("a cosine warm-up scheduler")
        if low[k] not in ("a", "an") or low[k - 1] != "and":
            return False
        return k - 1 == first.end + 1 or k - 2 == first.end + 1 and words[k - 2] == ","

    def _coordinated(self, first: Span, later: Span) -> bool:
        """Whether ``later`` is coordinated with ``first`` as a sibling: "we propose A and
        B", "A (AA), B (BB), and C": between them (past bracketed short forms and the
        names of a comma list) only commas, "and" (or "&") or "as well as" and determiners; not
        "A with B", nor "A with two modules: B and C" (C is coordinated with B, a part).
        Args: two name spans, ``first`` before ``later``. Returns: True for siblings."""
        between = []
        k = first.end
        while k < later.start:
            if self.words[k] == "(":  # a bracketed short form ("A (AA), B (BB), and C")
                close = next((j for j in range(k, min(k + 12, later.start)) if self.words[j] == ")"), None)
                if close is None:
                    return False
                k = close + 1
            elif k in self.name_at and k > first.end and self.words[k - 1] == ",":
                k = self.name_at[k].end  # another item of the list ("A, B, and C")
            else:
                between.append(self.lower[k])
                k += 1
        return ("and" in between or "&" in between) \
            and all(w in ("and", "&", ",", "as", "well", "a", "an", "the") for w in between)

    def _cand_at(self, name: Span) -> Optional[_Cand]:
        """The proposal candidate that starts where ``name`` (or the acronym it is a side
        of) starts, or None when ``name`` was not proposed."""
        starts = {name.start_char}
        pair = self._pair_of(name.start_char, name.end_char)
        if pair is not None:
            starts |= {pair[0][0], pair[1][0]}
        return next((c for c in self.proposed if c.start in starts), None)

    def _known_concept_definition(self, name: Span) -> bool:
        """Whether ``name`` is written as a side of an acronym definition of the abstract
        (its short or its long form, there or anywhere else) whose long form is a known
        method, technique or task (the gazetteers, singular or plural: "Graph Neural
        Networks (GNNs)", "Mixture of Experts (MoE)", "Bayesian optimization (BO)",
        "Markov Decision Processes (MDPs)"): the paper names an established concept, which
        a proposal cue near it ("we formulate X as a Markov Decision Process (MDP)", "we
        introduce differential privacy (DP) as an incentive") does not make its own. Not
        when the definition's short form goes on with a hyphen or a noun: the known concept
        then modifies a new thing ("neural Proportional-Integral (PI) controllers", "the
        Lowest Common Ancestor (LCA)-on-the-Line framework"); nor when the long form stands
        after a comma that closes a phrase calling it new ("we introduce a new analysis
        tool, Fractional Fourier Transform (FRFT)").

        Args:
            name: a proposal candidate's tokens.
        Returns:
            True when the definition's long form is known.
        Source: session 20 proposal precision work.
        """
        key = _norm(self._span_text(name))
        # three lookups, not one in their union (building the union of the technique names
        # and the Doc's gazetteer names took 2-3 ms per call)
        known = (self.method_gaz_keys, technique_keys(), self.task_gaz_keys)
        for (_ss, se), (ls, _le), a in self.pairs:
            if key not in (_norm(a.short), _norm(a.long)):
                continue
            first = bisect_left(self.idx, ls)
            if first > 0 and self.words[first - 1] == "," and any(
                    self.lower[k] in ("new", "novel") for k in range(max(0, first - 8), first)):
                return False  # "we introduce a new spatial-frequency analysis tool, Fractional Fourier
                # Transform (FRFT)": brought in as new
            if re.match(r"\)?(?:-|\s+[a-z]+\b)", self.text[se:se + 40]):
                close = bisect_left(self.idx, se + 1 if self.text[se:se + 1] == ")" else se)
                if close < len(self.words) and (self.words[close] == "-" or self.pos[close] == "NOUN"):
                    return False  # "neural Proportional-Integral (PI) controllers", "the Lowest Common
                    # Ancestor (LCA)-on-the-Line framework": the known concept names a new thing
            words = a.long.split()
            forms = (_norm(a.long), _norm(" ".join(words[:-1] + [_singular(words[-1].lower())]))) if words else ()
            if any(f in keys for f in forms for keys in known):
                return True
        return False

    #: Words before a short form that make "SHORT methods" the field's existing methods.
    _PRIOR_QUALIFIERS = frozenset(
        """classical classic existing previous prior traditional conventional standard current
        popular typical most many other several""".split())
    #: Plural family nouns after such a short form ("Classical OCO algorithms").
    _FAMILY_PLURALS = frozenset("methods algorithms approaches techniques models frameworks solutions".split())

    def _field_of_prior_methods(self, name: Span) -> bool:
        """Whether ``name`` (or the other side of its acronym pair) names a field or problem
        that the abstract's existing methods belong to: its short form stands elsewhere
        between a qualifier of :data:`_PRIOR_QUALIFIERS` (at most one word between) and a
        plural family noun of :data:`_FAMILY_PLURALS` ("new projection-free algorithms for
        Online Zorb Optimization (OZO) ... Classical OZO algorithms need projections"; "Previous
        zorb adaptation (ZA) methods"): the paper's contribution is a method for it, not it
        (:data:`FIELD_OF_PRIOR_METHODS`). The qualifier may also open the long form of the
        definition itself ("Previous zorb adaptation (ZA) methods", up to eight tokens
        before the bracket)."""
        pair = self._pair_of(name.start_char, name.end_char)
        short = pair[2].short if pair is not None else self._span_text(name)
        if not short or " " in short:
            return False
        low, words = self.lower, self.words
        for k in _positions_of(words, short):
            if k + 2 < len(low) and words[k - 1] == "(" and words[k + 1] == ")" and low[k + 2] in self._FAMILY_PLURALS:
                # "Previous zorb adaptation (ZA) methods": the definition itself
                if any(low[j] in self._PRIOR_QUALIFIERS for j in range(max(0, k - 8), k - 1)):
                    return True
                continue
            if k + 1 < len(low) and low[k + 1] in self._FAMILY_PLURALS and any(
                    low[j] in self._PRIOR_QUALIFIERS for j in range(max(0, k - 2), k)):
                return True
        return False

    def _propose(self, name: Span, v: int, si: int, sent: Span, rule: str,
                 sibling_of: Optional[_Cand] = None, top_level: bool = False):
        """Add ``name`` as a proposed method or benchmark (see the module docstring).

        Args:
            name: the name's tokens. v: token index of its cue. si, sent: its sentence.
            rule: the rule name recorded on the mention.
            sibling_of: a proposal that the same cue names in a coordination with
                ``name`` ("we propose A and B"): ``name`` then shares that proposal's
                place (a top-level contribution, or a part of the same whole) instead of
                becoming a part of the main method.
            top_level: ``name`` is a contribution of its own, never a part (the items
                of an enumeration of contributions).
        """
        doc = self.doc
        if self._pair_of(name.start_char, name.end_char) is None:
            # a name inside an acronym's long form ("MPNNs" of "probabilistically rewired
            # MPNNs (PR-MPNNs)") stands for the whole long form; so does a name that only
            # begins it ("OOD" of "an OOD robust zorb model (OOD-RZ)", PROPOSE_LONG_START)
            for _, (ls, le), _a in self.pairs:
                if (ls < name.start_char or ls == name.start_char and name.end_char < le and PROPOSE_LONG_START) \
                        and name.end_char <= le and ls >= doc[v].idx:
                    wider = doc.char_span(ls, le, alignment_mode="expand")
                    if wider is not None:
                        name = wider
                    break
        if any(c.start == name.start_char for c in self.proposed):
            return
        name_text = self._span_text(name)  # (= name.text, without Token objects)
        if re.fullmatch(r"[A-Z]\d{1,2}", name_text) and name.start > 0 and self.words[name.start - 1] == "(" \
                and name.end < len(doc) and self.words[name.end] == ")" and self._pair_of(name.start_char, name.end_char) is None:
            return  # "two key observations: (O1) the task affinity ...": a label of a list item
        if _PARTICIPLE_NAME_RE.search(name_text):
            return  # "an FOO-unrolled network", "a BAR-tailored strategy": a modifier, no name
        key = _norm(name_text)
        if any(_norm(self._text(c)) == key for c in self.proposed):
            return  # "We propose X. ... we design ... and evaluate X": the first statement types X
        if _rd.EDITION_NAMES and any(c.etype == "Dataset" and _norm(_BENCHMARK_RELEASE_END.sub("", self._text(c))) == key
                                 for c in self.proposed):
            return  # "a dataset, FooNet 2.0, ... tasks with FooNet 2.0": the release named again
        if PLUS_COMBINATIONS and self._combination_of_proposals(name.text):
            return  # "Zorb2Seq+ZorbGPT enables ...": proposals used together
        etype = self._descriptor_type(name, v, before=rule in ("propose-object", "propose-named", "propose-ours",
                                                              "propose-title-word"),
                                      default="Dataset" if sibling_of is not None and sibling_of.etype == "Dataset"
                                      else "Method")
        if TASK_NAMES_NOT_DATA and self._names_a_task(name, data=etype == "Dataset"):
            if not any(p.start_char == name.start_char for p in self._named_problems):
                self._named_problems.append(name)  # "two tasks: Zorb Optimization (ZO) and ...": tasks
            return
        # (the token columns, not Token objects: LOWER is ``lower_``)
        opener = self.lower[sent.start]
        first_tok = set(self.lower[sent.start:v])
        separate = opener in L.SEPARATE_CONTRIBUTION_OPENERS or bool(
            first_tok & L.SEPARATE_CONTRIBUTION_OPENERS) or not _SEPARATE_MARK.isdisjoint(
            self.lower[v + 1:name.start]) or (
            # "we introduce two algorithms: A, ..., and B": siblings, not B part of A (a
            # count after the first name, "A with two modules: B and C", counts parts)
            self.main is not None and any(self.lower[x] in _COUNT_WORDS and self.idx[x] < self.main.start
                                          for x in range(v + 1, name.start)))
        if separate and self.main is not None and self._main_subject_uses(sent, name):
            separate = False  # "In addition, it employs a decoder, the so-called X (XX)": a part of the main method
        elif OPENER_PARTS and separate and self.main is not None and etype == "Method" \
                and "also" not in first_tok and not self._main_is_theory() \
                and _SEPARATE_MARK.isdisjoint(self.lower[v + 1:name.start]) \
                and not any(self.lower[x] in _COUNT_WORDS for x in range(v + 1, name.start)) \
                and self._part_described(name, v):
            separate = False  # "Moreover, we propose a self-attention mechanism called X": a part
        # the name of a method family defined by acronym ("LLMs") is never proposed
        txt = name.text
        if _plural_acronym(txt) and not (self._singular_appositive(name) and name.start <= v + 2) \
                and not self._new_plural(name, v):
            return
        if txt in L.GENERIC_ABBREVIATIONS:
            return
        if METRICS_NOT_PROPOSED and rule == "propose-object" and self._reported_metric(v, name):
            return  # "..., achieving an FID of 23.3": the measure the contribution scores
        if MODIFIED_KNOWN_NOT_PROPOSED and rule == "propose-object" and self._modified_known_name(v, name):
            self.add(name.start_char, name.end_char, "Method", "used", "method-modified-known", 0.7)
            return  # "we propose an efficient UNet": an unnamed variant of a known architecture
        if self._known_concept_definition(name):
            return  # "Graph Neural Networks (GNNs)", "Mixture of Experts (MoE)": a known concept
        if rule == "propose-object" and self._means_modifier(name):
            return  # "we propose a GPT based model, Duolando": GPT is what the model is built on
        if EXPANSION_MODIFIERS and rule == "propose-object" and self._expansion_modifier(name):
            return  # "an implicit Zorb Out-of-Distribution (OOD) detection layer": "OOD detection" is known
        if BETWEEN_OBJECTS and rule == "propose-object" and self._between_object(v, name):
            return  # "we establish a connection between Zorb Learning (ZL) and ...": what is related
        if BACKGROUND_SHORT_FORMS and rule in ("propose-object", "propose-ours") and self._background_short_form(name):
            return  # "Partial plonking (PP) presents a challenge ... we establish the tight PP"
        if EXTENDED_OBJECTS and rule == "propose-object" and self._extended_object(v, name):
            return  # "an approach for extending Zorb Privacy (ZP) to manifolds": what is extended
        if BETWEEN_CONJOINED and rule == "propose-conjoined" and self._second_of_between(v, name):
            return  # "this paper introduces a link between zorb networks (ZNs) and Plonk AI"
        if rule == "propose-object" and self._view_object(v, name):
            return  # "we present a novel perspective on X as a principal component analysis (PCA)"
        if rule == "propose-object" and self.lower[v].startswith(("formulat", "reformulat")) \
                and any(self.lower[x] == "as" for x in range(name.end, min(name.end + 3, sent.end))):
            return  # "we formulate empirical GDRO as a minimax problem": the problem is recast, not proposed
        if FORMULATED_AS_FRAMES and rule == "propose-object" and self.lower[v].startswith(("formulat", "reformulat")) \
                and any(self.lower[x] == "as" for x in range(v + 1, min(v + 6, name.start))):
            return  # "we formulate the problem as a binary zorb program (BZP)": the frame the problem is cast in
        if self._modifies_noun(name) and rule == "propose-object":
            # "a novel unsupervised RL framework": a defined lower-case acronym or a
            # known method name only modifies the descriptor
            key = _norm(txt)
            for (ss, _se), _, a in self.pairs:
                if _norm(a.short) == key and not self._is_named_long(a, True):
                    return
                if _norm(a.short) == key and ss < sent.start_char:
                    return  # "Wasserstein DRO (WDRO) ... we propose an outlier-robust WDRO
                    # framework": an acronym defined before the cue's sentence is what the
                    # new framework builds on
            if key in self.method_gaz_keys:
                return
            if self._established_short_form(txt):
                return  # "we propose a kNN interpolation mechanism": kNN is a method it uses
            if SHORT_CAPITAL_MODIFIERS and txt.isalpha() and txt.isupper() and len(txt) <= 3 \
                    and self._pair_of(name.start_char, name.end_char) is None and name.end < len(self.lower) \
                    and _singular(self.lower[name.end]) not in L.METHOD_DESCRIPTOR_HEADS \
                    and any(self.lower[x] in _NAMING_FORMS for x in range(name.end, sent.end)):
                # (only when a naming form names the descriptor later; not "a ZMI framework",
                # "1) ZEG loss": the descriptor's own name, nor "a QRZ attention mechanism that ...")
                return  # "our indoor ZRB panorama model ..., called X": a short capital word modifies it
        if _norm(txt) in self.method_gaz_keys and name.label_ == "SINGLE":
            return
        if rule == "propose-object" and self._known_family_kind(name):
            return  # "we offer a Monte Carlo algorithm whose ...": a known family, no name
        if rule == "propose-object" and self._technique_kind(name):
            return
        if self._pair_of(name.start_char, name.end_char) is None:
            head = self._lower_head_after(name)
            if head is not None and _singular(self.lower[head]) in _THEORY_NOUNS:
                return  # "we present causal de Finetti theorems": a statement, not a method
        if self._setting_after(name):
            return  # "we propose a realistic Continual Learning (CL) setting": a problem, not a method
        if rule == "propose-object" and (name.label_ == "TITLE" or _short_capitals(txt)) and \
                self._pair_of(name.start_char, name.end_char) is None and \
                not any(ls == name.start_char for _, (ls, _le), _a in self.pairs):
            head = self._lower_head_after(name)
            if head is not None and _singular(self.lower[head]) not in L.METHOD_DESCRIPTOR_HEADS | L.BENCHMARK_HEADS \
                    and not self._named_kind_object(name, head, v):
                return  # "we establish a Statistical Query lower bound": a modifier, not a name
        whole = None
        part_named = rule == "propose-ours" and (self._part_noun_name(name) or OURS_DESCRIPTOR_PARTS and self._ours_part_head(
            name)) and si > (self.main_sent or 0)
        if etype == "Method" and self.main is not None and not separate and si >= (self.main_sent or 0) \
                and not top_level and (rule not in ("propose-ours", "propose-ordinal") or part_named):
            # "our method, X", "the second one, Y": contributions, never parts; but "Our novel
            # Activation Module (AM)" after the main method is one of its parts
            whole = self.main
            if sibling_of is not None:
                # "we propose S-DQN and S-PPO": a sibling of a top-level proposal is one too
                whole = None if sibling_of.whole is None else next(
                    (c for c in self.proposed if self._text(c) == sibling_of.whole), self.main)
        builds_on_main = whole is not None and whole is self.main and sibling_of is None \
            and si > (self.main_sent or 0) and self._builds_on(self.main, sent, v)
        if BUILT_TOP_LEVEL and top_level and whole is None and sibling_of is None and etype == "Method" \
                and self.main is not None and si > (self.main_sent or 0) and self._builds_on(self.main, sent, v):
            builds_on_main = True  # "Based on BEE, the resulting practical algorithm BAC outperforms ...": BAC is the whole
        if builds_on_main:
            whole = None  # "Based on DMM, we develop MM-PDE": the new proposal is the whole
        elif whole is not None and sibling_of is None and rule in ("propose-named", "propose-object") \
                and self._whole_descriptor_between(v, name):
            whole = None  # "we propose a new method called X (XX)": a contribution of its own
        elif EVALUATION_INSTRUMENTS and whole is not None and sibling_of is None and rule == "propose-object" \
                and self._evaluation_instrument(v, name):
            whole = None  # "we introduce a benchmark evaluation with X (XX) to test ...": a tool of the evaluation
        if FIELD_OF_PRIOR_METHODS and self._field_of_prior_methods(name):
            # "new algorithms for Online Zorb Optimization (OZO) ... Classical OZO algorithms":
            # the field the methods are for, read as a named problem by the task rules
            if not any(p.start_char == name.start_char for p in self._named_problems):
                self._named_problems.append(name)
            return
        role = "benchmark" if etype == "Dataset" else "proposed"
        start, end = name.start_char, name.end_char
        if _rd.EDITION_NAMES and etype == "Dataset" and name.end < len(doc) and self.ws[name.end - 1] \
                and _BENCHMARK_RELEASE_RE.fullmatch(self.words[name.end]):
            end = self.idx[name.end] + len(self.words[name.end])  # "a dataset, FooNet 2.0, which": the release
        if self._pair_of(start, end) is None:
            self._widen_pair(start, end)
        if self._pair_of(start, end) is None:
            # a name that only begins an acronym's long form ("SPARse" of "SPARse
            # fine-grained Contrastive alignment (SPARC)") stands for the whole long form
            for _, (ls, le), _a in self.pairs:
                if ls == start and end < le:
                    end = le
                    break
        c = self._add_with_pair(start, end, etype, role, rule, 0.9,
                                whole=None)
        if whole is not None and not any(_variant_name(self.text[start:end], self._text(w))
                                         or HYPHEN_PREFIX_VARIANTS and self._hyphen_prefixed(name, self._text(w))
                                         for w in [whole] + list(whole.aliases)):
            c.whole = self._text(whole)
            c.rule = "component-" + rule
        c.sent = si
        self.proposed.append(c)
        if builds_on_main:
            self._promote_title(c)  # the former main method and its parts become parts of c
        if etype == "Method" and self.main is None:
            self.main = c
            self.main_sent = si
            c.main = True  # marks the main method

    def _reported_metric(self, v: int, name: Span) -> bool:
        """Whether the name ``name`` that the cue at token ``v`` brings in is a known measure
        (:meth:`_known_metric`: the metric gazetteer or a metric abbreviation; for a name an
        acronym defines, its short or long form) written as a score: after a verb of scoring
        (:data:`_SCORING_WORDS`, past an article and adjectives: "achieving an FID") or before
        "of" and a number (past its bracketed long form: "an FID (...) of 23.3"), and no word
        between the cue and the name describes the object as a measure
        (:data:`_MEASURE_DESCRIPTORS`: "a new metric, X"): a measure the contribution is
        scored by, no proposal (:data:`METRICS_NOT_PROPOSED`)."""
        forms = [name]
        pair = self._pair_of(name.start_char, name.end_char)
        if pair is not None:
            for s, e in pair[:2]:
                span = self.doc.char_span(s, e, alignment_mode="expand")
                if span is not None:
                    forms.append(span)
        if not any(self._known_metric(f) for f in forms):
            return False
        low = self.lower
        k = name.start - 1
        while k > v and (low[k] in ("a", "an", "the") or self.pos[k] == "ADJ"):
            k -= 1
        e = self._past_short_form(name) or name.end
        scored = low[k] in _SCORING_WORDS or e + 1 < len(low) and low[e] == "of" and self.pos[e + 1] == "NUM"
        return scored and not any(_singular(self.lower[x]) in _MEASURE_DESCRIPTORS or self.lower[x] in _MEASURE_DESCRIPTORS
                       for x in range(v + 1, name.start))

    #: Heads that describe a whole system, not a part of one ("a new method", "an algorithm").
    _WHOLE_HEADS = frozenset("method algorithm framework architecture approach model system pipeline paradigm".split())

    #: Head nouns that describe a proposal as a part of a method (:meth:`_part_described`).
    _PART_DESCRIPTOR_HEADS = _PART_NAME_HEADS | frozenset(
        "operator loss regularization regularizer regulariser technique strategy".split())

    def benchmark_variant_types(self) -> None:
        """A proposed method whose name is a variant of a proposed benchmark's name
        (:func:`_variant_name`, or the benchmark's name, a hyphen and one capitalised word:
        "ZorbWorld-Classic" beside the benchmark "ZorbWorld", "we
        present ZorbWorld-Classic: a rewrite of ...") is a benchmark too: the abstract made
        both the same kind of thing (:data:`BENCHMARK_VARIANT_TYPES`, session 32). A method
        with parts, a part itself, or a name with a method descriptor within six words before
        it or three after it in its sentence ("an HQ-Rank scoring method") keeps its type.

        Returns:
            None; changes the type and role of such candidates (and their aliases).
        """
        if not BENCHMARK_VARIANT_TYPES:
            return
        benches = [self._text(c) for c in self.proposed if c.etype == "Dataset" and c.role == "benchmark"]
        if not benches:
            return
        for c in self.proposed:
            if c.etype != "Method" or c.whole is not None:
                continue
            forms = [c] + list(c.aliases)
            texts = {self._text(a) for a in forms}
            if any(o.whole in texts for o in self.proposed):
                continue
            if not any(_variant_name(t, b) or t.startswith(b + "-") and t[len(b) + 1:].isalpha()
                       and t[len(b) + 1:][:1].isupper() for t in texts for b in benches):
                continue
            span = self.doc.char_span(c.start, c.end, alignment_mode="expand")
            sent = None if span is None else self.sents[self.tok_sent[span.start]]
            if span is None or any(_singular(self.lower[x]) in L.METHOD_DESCRIPTOR_HEADS for x in range(
                    max(sent.start, span.start - 6), min(sent.end, span.end + 3))):
                continue  # "an HQ-Rank scoring method": the words around it call it a method
            for a in forms:
                a.etype, a.role = "Dataset", "benchmark"
            if self.main is c:
                c.main = False
                self.main = next((o for o in self.proposed if o.etype == "Method" and o.whole is None), None)
                self.main_sent = None if self.main is None else self.main.sent
                if self.main is not None:
                    self.main.main = True

    def _hyphen_prefixed(self, name: Span, base: str) -> bool:
        """Whether the name ``name`` (or the long form an acronym pair gives it) ends in a
        hyphen and ``base``, in any case ("Single Pass-Progressive Inference (SP-PI)" of
        "Progressive inference"): a variant of ``base`` named by what it adds in front, a
        sibling contribution and no part (:data:`HYPHEN_PREFIX_VARIANTS`)."""
        if len(base) < 3:
            return False
        texts = [self.text[name.start_char:name.end_char]]
        pair = self._pair_of(name.start_char, name.end_char)
        if pair is not None:
            texts.append(self.text[pair[1][0]:pair[1][1]])
        tail = "-" + base.lower()
        return any(t.lower().endswith(tail) and len(t) > len(tail) for t in texts)

    #: Gerunds whose object is the existing thing a contribution carries further ("an approach
    #: for extending X to Y"; :meth:`_extended_object`).
    _EXTENDING_GERUNDS = frozenset("extending generalizing generalising".split())

    def _extended_object(self, v: int, name: Span) -> bool:
        """Whether ``name`` (or the long form its acronym pair gives, when ``name`` is the
        short form after it) is the object of a gerund of :data:`_EXTENDING_GERUNDS` after the
        cue at token ``v``, behind at most "the" / "a" / "an" ("we develop an approach for
        extending Zorb Privacy (ZP) to manifolds": ZP exists; :data:`EXTENDED_OBJECTS`)."""
        k = self._word_before_name(v, name)
        return k > v and self.lower[k] in self._EXTENDING_GERUNDS

    def _word_before_name(self, v: int, name: Span) -> int:
        """Token index of the word before ``name`` (before its long form when ``name`` is the
        short form after it, "Zorb Privacy (ZP)"), behind any "the" / "a" / "an", looked for
        after the cue at token ``v``; ``v`` itself or less when there is none."""
        k = name.start - 1
        pair = self._pair_of(name.start_char, name.end_char)
        if pair is not None and pair[1][0] < pair[0][0] == name.start_char:
            long = self.doc.char_span(pair[1][0], pair[1][1], alignment_mode="expand")
            if long is not None:
                k = long.start - 1
        while k > v and self.lower[k] in ("the", "a", "an"):
            k -= 1
        return k

    def _background_short_form(self, name: Span) -> bool:
        """Whether ``name`` is the short form (or the singular of a plural short form) of an
        acronym pair defined in a sentence before the first one where the authors speak
        (:meth:`_own_sentence`): "Partial plonking (PP) presents a challenge ... Instead, we
        establish the tight PP for ...", "Zorb process models (ZPMs) are ... The proposed
        ZPM, named X, ..." name what the background set up, not a coinage
        (:data:`BACKGROUND_SHORT_FORMS`; rules ``propose-object`` and ``propose-ours``)."""
        txt = self._span_text(name)
        own = self._own_sentence()
        if self.tok_sent[name.start] < own:
            return False
        for (ss, se), _long, _a in self.pairs:
            if ss < name.start_char and self.text[ss:se] in (txt, txt + "s"):
                first = self.doc.char_span(ss, se, alignment_mode="expand")
                return first is not None and self.tok_sent[first.start] < own
        return False

    def _second_of_between(self, v: int, name: Span) -> bool:
        """Whether ``name`` is the second thing that "between" relates in the object of the
        cue at token ``v``: "and" (behind "the" / "a" / "an") right before it, and "between"
        after the cue with no clause break (a comma, a semicolon, a relative word) between
        it and the name ("we introduce a link between zorb networks (ZNs) and Plonk AI"
        proposes neither; :data:`BETWEEN_CONJOINED`)."""
        low = self.lower
        k = name.start - 1
        while k > v and low[k] in ("the", "a", "an"):
            k -= 1
        if k <= v or low[k] != "and":
            return False
        for x in range(k - 1, v, -1):
            if low[x] == "between":
                return True
            if low[x] in (",", ";", ":", "which", "that", "where", "and"):
                return False
        return False

    def _between_object(self, v: int, name: Span) -> bool:
        """Whether ``name`` stands right after "between" (behind "the" / "a" / "an") in the
        object of the cue at token ``v``: "we establish a connection between Zorb Learning
        (ZL) and Plonk Learning" relates two things, neither is the contribution. A short
        form is read at its long form's place (:meth:`_word_before_name`)."""
        k = self._word_before_name(v, name)
        return k > v and self.lower[k] == "between"

    def _main_is_theory(self) -> bool:
        """Whether a noun of a statement (:data:`_THEORY_NOUNS`: "theory", "theorem", ...)
        follows the main proposal's name or its short form ("the Zorb Backpropagation
        (Zorb-BP) theory"): a theory has no parts, what the paper adds beside it stands
        on its own."""
        for a in [self.main] + list(self.main.aliases):
            n = self.name_at.get(bisect_left(self.idx, a.start))
            if n is None or self.idx[n.start] != a.start:
                continue
            k = self._past_short_form(n)
            if k is not None and k < len(self.lower) and self.words[k] == ")":
                k += 1  # the short form inside the bracket: "(Zorb-BP) theory"
            if k is not None and k < len(self.lower) and _singular(self.lower[k]) in _THEORY_NOUNS:
                return True
        return False

    def _part_described(self, name: Span, v: int) -> bool:
        """Whether a noun of :data:`_PART_DESCRIPTOR_HEADS` describes the proposal ``name``
        of the cue at token ``v``: it ends the name or its acronym's long form ("a
        Spatio-Temporal Zorb encoder (STZ-encoder)"; not a form with a means or "with":
        "ZorbNorm with trace loss"), follows the name past its bracketed short form ("the
        Zorb Plonk (ZP) module"), heads the phrase between the cue and the name ("a novel
        self-attention mechanism called X") or heads a short indefinite appositive after
        it ("X, a novel technique that ..."). A proposal so described after an addition
        opener ("Moreover", "In addition") is one more part of the main method, not a
        contribution of its own.

        Args:
            name: the proposed name. v: token index of its cue verb.
        Returns:
            True when one of the four places holds a part noun.
        """
        low, words, n_tok = self.lower, self.words, len(self.lower)
        heads = self._PART_DESCRIPTOR_HEADS
        forms = [self._span_text(name)]
        pair = self._pair_of(name.start_char, name.end_char)
        if pair is not None:
            forms.append(self.text[pair[1][0]:pair[1][1]])
        if any(f.split() and _singular(f.split()[-1].lower()) in heads and (
                f.split()[-1].islower() or CAPITAL_PART_HEADS and len(f.split()) >= 2
                and _singular(f.split()[-1].lower()) in _PART_NAME_HEADS)
               and _DESCRIPTOR_BREAKS.isdisjoint(f.lower().split()) and "with" not in f.lower().split() for f in forms):
            return True  # "a Spatio-Temporal Zorb encoder (STZ-encoder)", "the Bidirectional Zorb Unit (BZU)"
        k = self._past_short_form(name)
        if k is not None and k < n_tok and _singular(low[k]) in heads:
            return True  # "the Zorb Plonk (ZP) module"
        h = name.start - 1
        while h > v and (low[h] in _NAMING_FORMS or words[h] in (",", "as") or low[h] in ("the", "a", "an")
                         or NAMELY_PART_HEADS and low[h] in ("namely", "i.e.", "i.e")):
            h -= 1
        if h > v and _singular(low[h]) in heads and self.pos[h] == "NOUN":
            return True  # "a novel self-attention mechanism called X", "a novel strategy, namely X"
        if k is not None and k + 1 < n_tok and words[k] == "," and low[k + 1] in ("a", "an"):
            j = k + 2
            while j < min(n_tok, k + 8) and (self.pos[j] in ("ADJ", "ADV", "NOUN", "PROPN") or words[j] == "-"):
                if self.pos[j] == "NOUN" and (j + 1 >= n_tok or self.pos[j + 1] != "NOUN" and words[j + 1] != "-"):
                    return _singular(low[j]) in heads  # "X, a novel technique that ..."
                j += 1
        return False

    #: Nouns of an evaluation whose "with" / "using" phrase names the evaluation's instrument
    #: (:meth:`_evaluation_instrument`).
    _EVALUATION_NOUNS = frozenset("evaluation evaluations benchmark benchmarks protocol protocols".split())

    def _evaluation_instrument(self, v: int, name: Span) -> bool:
        """Whether ``name`` is the instrument of an evaluation the cue at ``v`` brings in: between
        the cue and the name, within eight tokens, a noun of :data:`_EVALUATION_NOUNS` is followed
        right by "with" / "using" / "via" / "based on" and the name's phrase ("we introduce a
        benchmark evaluation with contrastive zorb pre-training (CZP) to test ..."). Such a name
        serves the evaluation and is no part of the main method (:data:`EVALUATION_INSTRUMENTS`).

        Args:
            v: the token index of the contribution cue. name: the proposed name.
        Returns:
            True when the name is what an evaluation is made with.
        """
        low = self.lower
        start = name.start
        pair = self._pair_of(name.start_char, name.end_char)
        if pair is not None and pair[1][0] < pair[0][0]:
            long = self.doc.char_span(pair[1][0], pair[1][1], alignment_mode="expand")
            if long is not None and long.start > v:
                start = long.start  # the short form "CZP": read from its long form
        if start - v > 8:
            return False
        for k in range(v + 1, start - 1):
            if low[k] in self._EVALUATION_NOUNS and (
                    low[k + 1] in ("with", "using", "via") or low[k + 1] == "based" and low[k + 2] == "on"):
                return True
        return False

    def _whole_descriptor_between(self, v: int, name: Span) -> bool:
        """Whether ``name`` follows right after a head of :data:`_WHOLE_HEADS` (or after it and
        a naming participle, with or without a comma) that "a" / "an" after the cue at ``v``
        opens ("we propose a new method called X", "we design a new graph architecture
        called X", "develop an algorithm called X", "a new method X"), or a name that is
        such a head's own lower-case phrase right after "a" ("a risk-consistent method (RCM)";
        not "a Latent Zorb Model", a capitalised part in a list of steps): the name is then a
        whole contribution of its own, never a part of the main method ("a novel framework
        with two components: the X" names a part). With :data:`NAMED_WHOLE_BEFORE`, also a
        name right after a naming participle ``v`` whose whole head stands right before it,
        opened by "our", "a" / "an" or a count ("Our algorithm, termed X, ...")."""
        low = self.lower
        pair = self._pair_of(name.start_char, name.end_char)
        if pair is not None and pair[1][0] < pair[0][0]:
            long = self.doc.char_span(pair[1][0], pair[1][1], alignment_mode="expand")
            if long is not None and long.start > v:
                name = long  # the short form "RCM" of "a risk-consistent method (RCM)": read its long form
        if _singular(low[name.end - 1]) in self._WHOLE_HEADS and self.words[name.end - 1].islower() and name.start - 1 > v \
                and (low[name.start - 1] in ("a", "an") or low[name.start - 1] in _NEW_WORDS and low[name.start - 2] in ("a", "an")):
            return True  # "we further propose a risk-consistent method (RCM)"
        if WHOLE_HEADS_AFTER and self._whole_head_after(name):
            return True  # "we propose the Zorb Plonk Exploration (ZPE) algorithm", "X, an alignment method"
        if NAMED_WHOLE_BEFORE and low[v] in _NAMING_FORMS and v - 2 > 0 \
                and (name.end >= len(self.doc) or not self.words[name.end][:1].isalpha() or low[name.end] == "and"):
            # (a name cut off inside its words, "named Physics | guided Neural Network (X)", is left alone)
            h = v - 1 if self.words[v - 1] != "," else v - 2
            if _singular(low[h]) in self._WHOLE_HEADS:
                k = h - 1
                while k > h - 5 and k > 0 and low[k] not in _WHOLE_OPENERS and (self.is_alpha[k] or self.words[k] == "-"):
                    k -= 1
                if low[k] in _WHOLE_OPENERS:
                    return True  # "Our algorithm, termed X, ...", "two new algorithms termed A and B"
        h = name.start - 1
        while h > v and (low[h] in _NAMING_FORMS or self.words[h] in (",", "as")):
            h -= 1
        if h <= v or _singular(low[h]) not in self._WHOLE_HEADS:
            return False
        k = h - 1
        while k > v and low[k] not in ("a", "an") and (self.is_alpha[k] or self.words[k] == "-"):
            k -= 1
        return low[k] in ("a", "an")

    def _whole_head_after(self, name: Span) -> bool:
        """Whether a head of :data:`_WHOLE_HEADS` describes ``name`` from after it: right
        after the name (and its bracketed short form), after at most two lower-case words,
        when an article opens the name ("the Zorb Plonk Exploration (ZPE) algorithm", "an
        immediate zorb reward (IZR) reconstruction approach"; not "method", which also
        names a step: "a consistent zorb blending (CZB) method" of a pipeline), or in an
        indefinite appositive of at most five words after a comma ("ZorbMO, an in-context
        alignment method"): the name is a contribution of its own."""
        low, n_tok = self.lower, len(self.lower)
        k = name.end
        if k + 2 < n_tok and self.words[k] == "(" and self.words[k + 2] == ")":
            k += 3
        if name.start > 0 and low[name.start - 1] in ("the", "a", "an"):
            for x in range(k, min(k + 3, n_tok)):
                if not (self.words[x].islower() and self.is_alpha[x]):
                    break
                if _singular(low[x]) in self._WHOLE_HEADS and low[x] != "method":
                    return True
        if k + 1 < n_tok and self.words[k] == "," and low[k + 1] in ("a", "an"):
            for x in range(k + 2, min(k + 8, n_tok)):
                if self.words[x] in (",", ".", ";", ":", "(") or low[x] in ("that", "which", "for", "to", "with"):
                    break
                if _singular(low[x]) in self._WHOLE_HEADS and self.words[x].islower():
                    return True
        return False

    #: Verbs of a method's own make-up after "it" / the main method's name ("it employs a
    #: decoder ..."): what they bring in is a part.
    _MAKEUP_VERBS = frozenset("""employs uses adopts utilizes utilises leverages contains comprises
        incorporates integrates features includes""".split())

    def _main_subject_uses(self, sent: Span, name: Span) -> bool:
        """Whether the clause of ``name`` after an opening connective ("In addition,",
        "Moreover,") has the main method as its subject, "it", the main method's name or
        "the / this / our" and a method descriptor, and a verb of :data:`_MAKEUP_VERBS`
        right after it, before ``name``: "In addition, it employs a unique decoder, the
        so-called X (XX), for decoding" names a part of the main method, not a separate
        contribution."""
        low = self.lower
        j = next((x + 1 for x in range(sent.start, min(sent.end, sent.start + 4)) if self.words[x] == ","), None)
        if j is None or j >= name.start:
            return False
        if low[j] == "it":
            verb = j + 1
        elif low[j] in ("the", "this", "our") and j + 1 < name.start and low[j + 1] in _OWN_DESCRIPTORS:
            verb = j + 2
        else:
            n = self.name_at.get(j)
            keys = {_norm(self._text(a)) for a in [self.main] + list(self.main.aliases)}
            if n is None or _norm(self._span_text(n)) not in keys:
                return False
            verb = n.end
            if self.words[verb] == "(":
                verb = next((x + 1 for x in range(verb, min(name.start, verb + 12)) if self.words[x] == ")"), verb)
        if verb < name.start and self.pos[verb] == "ADV":
            verb += 1  # "it also employs"
        return verb < name.start and low[verb] in self._MAKEUP_VERBS

    def _widen_pair(self, start: int, end: int) -> None:
        """Make the proposed name ``text[start:end]`` the long form of the acronym whose
        bracket follows it, when the letters gave only part of the name: "a novel approach
        called Statistical Rejection Sampling Optimization (RSO)" (long form "Rejection
        Sampling Optimization"), "the Hierarchical Exponential-family Energy-based (HEE)
        model" (long form without "-based"). Without this the paper's own short form is a
        second node, used by its own proposal.

        The pair is widened (here and on the Doc, :func:`~kg.extract.acronyms.replace_acronym`)
        only when the bracket opens right after the name, the long form lies inside the
        name, the name's words before it are capitalised and its words after it are
        generic type words or suffixes (:func:`~kg.extract.abbreviations.is_generic_tail`),
        neither form is an established technique or a generic abbreviation (Papers with
        Code / CSO keys, the gazetteer: "a Differentiable Out-of-Distribution (OOD)
        detection layer" names no new OOD), and no noun other than a method descriptor
        goes on after the bracket.

        Args:
            start, end: character offsets of the proposed name (no acronym pair of its own).
        """
        m = re.compile(r"\s*\(\s*").match(self.text, end)
        if m is None:
            return
        for i, ((ss, se), (ls, le), a) in enumerate(self.pairs):
            if ss != m.end() or not (start <= ls < le <= end) or (ls, le) == (start, end) \
                    or a.rule != "schwartz-hearst":
                continue
            if any(not w[:1].isupper() for w in self.text[start:ls].split()):
                return
            tail = self.text[le:end]
            if tail.strip() and not is_generic_tail(tail):
                return
            keys = technique_keys()
            if a.short in L.GENERIC_ABBREVIATIONS or {_norm(a.short), _norm(a.long)} & (self.method_gaz_keys | keys):
                return
            close = bisect_left(self.idx, se)
            if close < len(self.words) and self.words[close] == ")" and close + 1 < len(self.words) \
                    and self.words[close + 1][:1].islower() and self.pos[close + 1] == "NOUN" \
                    and _singular(self.lower[close + 1]) not in L.METHOD_DESCRIPTOR_HEADS:
                return  # "(XX) detection layer": the bracket names a modifier of the noun
            new = Acronym(short=a.short, long=self.text[start:end], start=start, end=a.end, rule=a.rule)
            self.pairs[i] = ((ss, se), (start, end), new)
            self.acronyms = [new if x == a else x for x in self.acronyms]
            self.alias.setdefault(_norm(new.short), set()).add(_norm(new.long))
            self.alias.setdefault(_norm(new.long), set()).add(_norm(new.short))
            replace_acronym(self.doc, a, new)
            return

    def _established_short_form(self, txt: str) -> bool:
        """Whether ``txt`` is an established short form that no acronym definition of this
        abstract claims: one word of two to eight letters, digits and hyphens with at
        least two capitals and no more lower-case letters than capitals ("KNN", "kNN",
        "k-NN", "MCMC"), whose normalised spelling, with or without its hyphens, is a
        Papers with Code method or task name or a CSO topic (:func:`technique_keys`).

        Args:
            txt: the name as written.
        Returns:
            True for such a short form; False for a coined one ("QRZ"), a longer name, or
            a short form this abstract spells out (its own name, or a long form the
            ``_modifies_noun`` checks judge).
        """
        if not _SHORT_FORM_SHAPE.fullmatch(txt):
            return False
        upper = sum(c.isupper() for c in txt)
        if upper < 2 or sum(c.islower() for c in txt) > upper:
            return False
        key = _norm(txt)
        if any(_norm(a.short) == key for _, _, a in self.pairs):
            return False
        keys = technique_keys()
        return key in keys or _norm(txt.replace("-", "")) in keys

    def _part_noun_name(self, name: Span) -> bool:
        """Whether the name ``name`` (or its acronym's long form) ends in a noun of a part
        of a model (:data:`_PART_NAME_HEADS`: "Activation Module", "Gated Fusion Block"), or
        (:data:`PART_HEAD_AFTER_SHORT_FORM`) such a noun in lower case follows its bracketed
        short form ("the proposed Zorb Temporal Modeling (ZTM) module")."""
        txt = self._span_text(name)
        pair = self._pair_of(name.start_char, name.end_char)
        forms = [txt] + ([pair[2].long] if pair is not None else [])
        if any(f.split() and _singular(f.split()[-1].lower()) in _PART_NAME_HEADS for f in forms):
            return True
        if PART_HEAD_AFTER_SHORT_FORM and self.words[name.end:name.end + 1] == ["("]:
            k = self._past_short_form(name)  # "the proposed Zorb Temporal Modeling (ZTM) module"
            return k is not None and k < len(self.words) and self.words[k].islower() \
                and _singular(self.lower[k]) in _PART_NAME_HEADS
        return False

    #: Nouns of a training or design element that make a name "our" brings in after the main
    #: proposal a part of it (:data:`OURS_DESCRIPTOR_PARTS`), beside :data:`_PART_NAME_HEADS`.
    _OURS_PART_HEADS = frozenset("loss strategy technique regularization regularizer regulariser operator".split())

    def _ours_part_head(self, name: Span) -> bool:
        """Whether the name ``name`` (or its acronym's long form) ends in a noun of
        :data:`_OURS_PART_HEADS` after at least one capitalised word ("Plonk Consistency
        loss"), or such a noun in lower case follows the name or its bracketed short form
        ("our Zorb Similarity Diffusion strategy", "the Zorb Margin (ZM) loss")
        (:data:`OURS_DESCRIPTOR_PARTS`).

        Args:
            name: a proposed name (rule ``propose-ours``).
        Returns:
            True when such a noun names the kind of the proposal.
        """
        heads = self._OURS_PART_HEADS
        pair = self._pair_of(name.start_char, name.end_char)
        forms = [self._span_text(name)] + ([pair[2].long] if pair is not None else [])
        for f in forms:
            ws = f.split()
            if len(ws) >= 2 and _singular(ws[-1].lower()) in heads and any(w[:1].isupper() for w in ws[:-1]):
                return True  # "Plonk Consistency loss"
        k = self._past_short_form(name)
        return k is not None and k < len(self.words) and self.words[k].islower() \
            and _singular(self.lower[k]) in heads  # "our Zorb Similarity Diffusion strategy"

    def _new_plural(self, name: Span, v: int) -> bool:
        """"we devise probabilistically rewired GNNs (PR-GNNs)", "named sparse quotient
        VAEs (SQVAEs)": a plural acronym is a new model family when this abstract defines
        it (an acronym pair) whose long form no preposition separates from the cue at
        token ``v``, and neither side is an established technique (Papers with Code / CSO
        method keys) or a generic abbreviation ("LLMs")."""
        pair = self._pair_of(name.start_char, name.end_char)
        if pair is None:
            return False
        long_tok = self.doc.char_span(pair[1][0], pair[1][1], alignment_mode="expand")
        if long_tok is None or self._blocked_by_prep(v, long_tok.start):
            return False  # "a formalism for describing Structural Causal Models (SCMs)"
        a = pair[2]
        short = a.short
        if short in L.GENERIC_ABBREVIATIONS or short[:-1] in L.GENERIC_ABBREVIATIONS:
            return False
        keys = {_norm(short), _norm(short[:-1]), _norm(a.long), _singular(_norm(a.long))}
        return not (keys & self.method_gaz_keys or keys & technique_keys())

    def _singular_appositive(self, name: Span) -> bool:
        """"we introduce PEOs, a novel approach": a plural-shaped name followed by a
        singular appositive (", a" / ", an") names one artifact, not a model family."""
        e = name.end
        return e + 1 < len(self.words) and self.words[e] == "," and self.lower[e + 1] in ("a", "an")

    def _text(self, c: _Cand) -> str:
        return self.text[c.start:c.end]

    # ------------------------------------------------------------------ stage 2: components
    #: Words between a proposed name and the contain verb whose subject it is ("X (XX) that
    #: contains", "X, which further comprises").
    _CONTAIN_SUBJECT_GAP = frozenset({"that", "which", ",", "also", "further", "additionally", "itself"})

    def _contain_subject(self, v: int) -> Optional[_Cand]:
        """The proposal (a top-level one or a part) whose name, or its bracketed short
        form, ends right before the contain verb at ``v``, across only "that", "which", a
        comma or an adverb of :data:`_CONTAIN_SUBJECT_GAP`: "We introduce Foo Bar
        Experts (FBE) that contains two core components: ..." makes the parts FBE's, even
        when FBE is itself a part of the main method. None when no proposal stands there."""
        k = v - 1
        sent_start = self.sents[self.tok_sent[v]].start
        while k > sent_start and self.lower[k] in self._CONTAIN_SUBJECT_GAP:
            k -= 1
        if k <= sent_start or k == v - 1 and self.words[k] != ")":
            return None  # ("X contains ...": the plain subject is left to :meth:`_proposed_in_sentence`)
        end = self.idx[k] + len(self.words[k])
        if self.words[k] == ")":
            end = self.idx[k]  # the short form inside the bracket, or the long form before it
        for c in self.proposed:
            if c.etype != "Method":
                continue
            for sp in [c] + c.aliases:
                if sp.end == end or sp.end == self.idx[k] + len(self.words[k]) or \
                        self.words[k] == ")" and k >= 1 and sp.end == self.idx[k - 1] + len(self.words[k - 1]):
                    return c
        return None

    def _contain_subject_before(self, si: int, i: int) -> Optional[_Cand]:
        """:meth:`_contain_subject` of the last contain verb before token ``i`` in sentence
        ``si`` ("X (XX) that contains two components: i) A, and ii) B": X for the item at
        ``i``), or None. A contain verb inside an earlier item of the list ("(1) A (AA)
        including its label, (2) B (BB) ...") is that item's, not the list's: the search
        starts before the list's first marker."""
        sent = self.sents[si]
        first = i
        for k in range(i - 1, sent.start, -1):
            if self.words[k] == "(" and k + 2 < sent.end and self.lower[k + 1] in _ENUM_MARKERS \
                    and self.words[k + 2] == ")":
                first = k
        for v in range(first - 1, sent.start, -1):
            if self.lower[v] in _CONTAIN_VERBS and self.pos[v] in ("VERB", "AUX"):
                return self._contain_subject(v)
        return None

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
            if best is None and SENTENCE_START_NAMES:
                # a one-word proposed name opening the sentence is no name span ("Zorbik
                # quantifies the state, introducing ..."): its word stands for it
                for x in range(sent.start, sent.end):
                    if self.idx[x] >= before_char:
                        break
                    if self.words[x][:1].isupper() and _norm(self.words[x]) in keys:
                        best = keys[_norm(self.words[x])]
                        break
        return best

    def _component_ok(self, n: Span) -> bool:
        """Whether the name ``n`` can be a new part of a proposed method: no lone word, no
        plural family, no known method, dataset, metric or task (also through its
        acronym's expansion), no pretrained model ("a fine-tuned Flan-T5-XL"), no other
        proposal, no undefined short capital word, no name of data ("OoD samples"), no
        model marked as given ("frozen VidLMs", "a pretrained FooNet": what the method uses
        or is applied to), no name after a gerund of use ("applying K-Means"), no name before
        a noun of data (:data:`_PART_DATA_HEADS`, "a new Zorb dataset": data, not a part;
        :data:`DATA_HEAD_PARTS`) and no side of a known concept's acronym definition ("two
        Graph Neural Networks (GNNs)", :meth:`_known_concept_definition`;
        :data:`KNOWN_CONCEPT_PARTS`)."""
        if n.label_ == "SINGLE":
            return False
        txt = n.text
        if self._is_model_name(txt):
            return False  # "we 1) fine-tune a Flan-T5-XL ...": a model the method uses
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
        if self._after_example_mark(n.start):
            return False  # "a proof assistant (e.g., Lean)": an example of a tool it uses
        if n.start >= 2 and self.words[n.start - 1] == "," and _singular(self.lower[n.start - 2]) in _NAMED_DATA_HEADS:
            return False  # "tasks (including a novel dataset, CLEVR-ART)": data, no part
        k = n.start - 1
        while k >= 0 and self.pos[k] in ("ADJ", "DET") and self.lower[k] not in _USED_MODEL_MARKS:
            k -= 1
        if k >= 0 and self.lower[k] in _USE_GERUNDS:
            return False  # "X consists of applying K-Means clustering to ...": a technique it uses
        if k >= 0 and (self.lower[k] in _USED_MODEL_MARKS or k > 0 and self.words[k] == "-"
                       and self.lower[k - 1] in ("pre", "off")):
            return False  # "reuses frozen VidLMs", "a pretrained FooNet": a model the method uses
        k = n.end
        if k + 2 < len(self.doc) and self.words[k] == "(" and self.words[k + 2] == ")":
            k += 3  # "Out-of-Distribution (OoD) samples": past the bracketed short form
        elif n.start > 0 and self.words[n.start - 1] == "(" and k < len(self.doc) and self.words[k] == ")":
            k += 1  # the short form itself
        if k < len(self.doc) and self.lower[k] in _DATA_NOUNS:
            return False  # a name modifying data ("OoD samples") is a kind of data, not a part
        if DATA_HEAD_PARTS and k < len(self.doc) and self.lower[k] in _PART_DATA_HEADS:
            return False  # "we introduce a new Zorb dataset containing ...": data, not a part
        if KNOWN_CONCEPT_PARTS and self._known_concept_definition(n):
            return False  # "X consists of two Graph Neural Networks (GNNs)": a known family it uses
        if FAMED_PARTS and k + 1 < len(self.doc) and self.words[k] == "," and self.lower[k + 1] in _FAME_WORDS:
            return False  # "incorporates the Zorb Model (ZM), renowned for ...": a known model it uses
        if MODIFIER_PARTS and self._modifies_other_noun(k):
            return False  # "a Zorb-Plonk divergence-based set", "a Zorb (ZB) competition": a modifier
        return True

    #: Head nouns after a name that leave the name a part's own ("the Zorb module").
    _PART_OWN_HEADS = L.METHOD_DESCRIPTOR_HEADS | L.BENCHMARK_HEADS | frozenset(
        "unit component branch operator loss regularization regularizer regulariser technique strategy "
        "function network net step stage term".split())

    def _modifies_other_noun(self, k: int) -> bool:
        """Whether the words from token ``k`` (right after a name and its bracketed short
        form) make the name a modifier of a noun that is no descriptor of a part
        (:data:`_PART_OWN_HEADS`): a lower-case noun chain whose last noun is no such head ("a Zorb
        Plonk (ZP) competition between A and B"), a lower-case word joined by a hyphen to
        the next ("a Zorb-Plonk divergence-based set") or an adjective before a lower-case
        noun ("a Zorb Face compatible modeling API"). A name at the end of its clause, or
        before a verb, a bracket or punctuation, is a name of its own.

        Args:
            k: token index after the name (and its short form).
        Returns:
            True when the name only modifies what follows.
        """
        n = len(self.doc)
        if k >= n or not self.words[k].isalpha() or not self.words[k].islower():
            return False
        if k + 2 < n and self.words[k + 1] == "-" and not self.doc[k].whitespace_ and self.words[k + 2].isalpha():
            return True  # "divergence-based"
        if self.pos[k] == "NOUN":
            if _singular(self.lower[k]) in self._PART_OWN_HEADS:
                return False  # "the Zorb (ZI) module quantifies ...": its own head (a verb read as a noun may follow)
            j = k  # the last noun of a lower-case noun chain: "a Zorb attention module"
            while j + 1 < n and self.pos[j + 1] == "NOUN" and self.words[j + 1].isalpha() and self.words[j + 1].islower():
                j += 1
            return _singular(self.lower[j]) not in self._PART_OWN_HEADS
        return self.pos[k] == "ADJ" and k + 1 < n and self.words[k + 1].isalpha() and self.words[k + 1].islower() \
            and (self.pos[k + 1] == "NOUN" or self.lower[k + 1].endswith("ing"))  # "compatible modeling API"

    def _after_example_mark(self, k: int) -> bool:
        """Whether token ``k`` follows, behind at most a comma and "the", a mark that
        brings in an example (:data:`_EXAMPLE_MARKS`: "(e.g., X)", "such as X", "for
        instance X"): an example of what a method works with, never a part of it. A later
        item of the examples' list counts too ("(e.g., ERA5, CMIP6, PRISM)": back over
        commas, "and" / "or" and name-shaped words, at most twelve tokens)."""
        j = k - 1
        while j >= 0 and j >= k - 12 and (self.words[j] == "," or self.lower[j] in ("the", "a", "an", "and", "or")
                                          or word_shape(self.words[j]) or self.words[j].isdigit()):
            if self.lower[j] in _EXAMPLE_MARKS:
                break
            j -= 1
        if j < 0:
            return False
        if self.lower[j] in _EXAMPLE_MARKS:
            return True
        return j > 0 and (self.lower[j - 1], self.lower[j]) in _EXAMPLE_BIGRAMS

    #: Endings of a noun of action ("Enrichment", "Orchestration", "Pooling", "Attention").
    _ACTION_SUFFIXES = ("tion", "sion", "ment", "ing", "ance", "ence", "sis")

    def _coined_title_phrase(self, n: Span) -> bool:
        """Whether the name ``n`` is a title-case phrase of two to four words, headed by a
        noun of action (:data:`_ACTION_SUFFIXES`), that no vocabulary knows
        ("Local-feature Enrichment", "Global-content Orchestration"): not a
        known technique or task (:func:`~kg.extract.gazetteer.technique_keys`, the
        gazetteers) nor the start of two or more known techniques ("Monte Carlo"); such a
        phrase that a proposed method integrates is a part it names, where "Optimal
        Transport" and "Gaussian Process" are techniques it adopts."""
        txt = self._span_text(n)
        words = txt.replace("-", " ").split()
        if not 2 <= len(txt.split()) <= 4 or not all(w[:1].isupper() or w.islower() for w in words) \
                or not txt[:1].isupper() or self._pair_of(n.start_char, n.end_char) is not None \
                or not words[-1].lower().endswith(self._ACTION_SUFFIXES):
            return False
        key = _norm(txt)
        return not (key in technique_keys() or _technique_prefix_count(key) >= 2 or key in self.method_gaz_keys
                    or key in self.task_gaz_keys or key in self.dataset_gaz_keys)

    def _part_shaped(self, n: Span) -> bool:
        """Whether the name ``n`` (or the long form of the acronym it is) looks like a new
        part of a method rather than an established technique: its last word is a method
        descriptor head ("Temporal Fusion Module", "Gated Memory Block"), one follows it
        ("an Explore-Then-Commit framework"), or it is a coined
        word with inner capitals or digits ("FlowMixer", "G2Net"). "Optimal Transport (OT)",
        "Gaussian Process" are techniques a method adopts."""
        txt = self._span_text(n)
        pair = self._pair_of(n.start_char, n.end_char)
        if pair is not None and pair[0] == (n.start_char, n.end_char):
            txt = self.text[pair[1][0]:pair[1][1]]  # the short form: judge its long form
        words = txt.replace("-", " ").split()
        if not words:
            return False
        if _singular(words[-1].lower()) in L.METHOD_DESCRIPTOR_HEADS:
            return True
        k = n.end + 3 if n.end + 2 < len(self.doc) and self.words[n.end] == "(" and self.words[n.end + 2] == ")" \
            else n.end
        if k < len(self.doc) and _singular(self.lower[k]) in L.METHOD_DESCRIPTOR_HEADS:
            return True  # "an Explore-Estimate-Exploit framework": the name of a new part
        return any(re.search(r"[a-z][A-Z]|\d", w) for w in words)

    def _colon_item_name(self, body: int, stop: int) -> Optional[Span]:
        """The label that opens an enumerated item and a colon closes: a capitalised word
        and one to three lower-case words (hyphens allowed) right before ":" ("(1) Training
        strategy decomposition: We devise three training steps ...", "(3) Zorb-informative
        data: ..."), as a span labelled ``TITLE``; None when the item opens otherwise. (A
        label of title-case words is a name span already.)"""
        words = self.words
        if body >= stop or not words[body][:1].isupper() or not words[body][1:].replace("-", "").islower():
            return None
        k = body + 1
        while k < stop and k < body + 5 and words[k] != ":":
            if not (words[k] == "-" or words[k].replace("-", "").isalpha() and words[k].islower()):
                return None
            k += 1
        if k >= stop or words[k] != ":" or k - body < 2:
            return None
        return Span(self.doc, body, k, label="TITLE")

    def _evaluation_lead(self, lo: int, hi: int, leads: frozenset = _EVALUATION_LEADS) -> bool:
        """Whether the words before the first enumeration marker of the sentence
        ``lo``..``hi`` (token indices) speak of evaluation (:data:`_EVALUATION_LEADS`: "We
        conduct an extensive evaluation of X on: (a) fine-tuning Zorb Transformers, (b)
        ..."): the items are the settings the proposal is tested in, and the names in them
        are models and data it is applied to, no parts of it. ``leads`` may name another
        word set (:data:`_APPLICATION_LEADS`: "We demonstrate the utility of X in three
        applications: (1) ..."). False when the sentence has no marker."""
        low, words = self.lower, self.words
        for i in range(lo, hi):
            if words[i] == "(" and i + 2 < hi and low[i + 1] in _ENUM_MARKERS and words[i + 2] == ")" \
                    or low[i] in _ENUM_MARKERS and i + 1 < hi and words[i + 1] == ")" and (i == lo or words[i - 1] != "("):
                return any(w in leads for w in low[lo:i])
        return False

    #: Heads that make an acronym-defined phrase a part of the method that uses it.
    _DEFINED_PART_HEADS = _PART_NAME_HEADS | frozenset("library operator".split())
    #: Participles of a passive sentence that builds a part ("a zorb module (ZM) is designed").
    _PASSIVE_BUILD = frozenset("designed constructed proposed introduced developed devised built".split())

    def _defined_parts(self, si: int, sent: Span) -> None:
        """Rule ``component-defined``: in a sentence after the main proposal's, an acronym
        definition that the authors or the main proposal bring in ("we use a Zorb Plonk
        Attention (ZPA) fusion module", "Then, a multi-scale zorb transfer module (MZTM) ...
        is designed", "Zorbix ... using a versatile plonk streaming library (PSL)") is a
        part of the main proposal when a part head (:data:`_DEFINED_PART_HEADS`) ends its
        long form or follows its short form, and it names nothing established
        (:meth:`_pair_known`, :meth:`_component_ok`). Not in a sentence that compares or
        cites ("et al."), not after an example mark, not for a long form with a slash, after
        "the" (a part already known: "the language model head (LM head)"; not "proposing
        the zorb modulation (ZorbMod) block") or of hardware
        (:data:`~kg.extract.lexicon.HARDWARE_NOUNS`: "a Neural Processing Unit (NPU)").
        A bracketed name that no acronym pair defines ("... library (ZorbixLib)") is
        :meth:`_bracketed_part_names`' case."""
        if self.main is None:
            return
        low, words = self.lower, self.words
        main_keys = {_norm(self._text(a)) for a in [self.main] + list(self.main.aliases)}
        lo, hi = sent.start, sent.end
        sent_low = low[lo:hi]  # (set tests in C on the sentence's words first: the same answers)
        if not L.COMPARE_CUES.isdisjoint(sent_low) or not _CITE_OR_COMPARE_WORDS.isdisjoint(sent_low):
            return
        # (the two tests of each word, one after the other: a set test over the sentence's
        # normalised words, in C, then the participles' tokens only; the same answer)
        if "we" not in sent_low and not (OUR_DEFINED_PARTS and "our" in sent_low) \
                and main_keys.isdisjoint(map(_norm, words[lo:hi])) and not any(
                low[x - 1] in ("is", "are", "was", "were")
                for x in _positions_between(low, self._PASSIVE_BUILD, lo + 1, hi)):
            return  # ("we use ...", "Zorbix ... using ...", "... is designed"; "Our design includes ...")
        for (ss, se), (ls, le), a in self.pairs:
            if not (sent.start_char <= ls and se <= sent.end_char) or self._pair_known(a):
                continue
            lf = self._span_of(ls, le)
            sf = self._span_of(ss, se)
            if lf is None or sf is None or "/" in a.long:
                continue  # ("dense/unstructured (CSR) layers": no phrase of words)
            if lf.start > lo and low[lf.start - 1] == "the" and not (
                    lf.start - 1 > lo and (low[lf.start - 2] in _PROPOSE_SET or low[lf.start - 2] in _BY_GERUNDS)) \
                    or a.short.lower() in L.HARDWARE_NOUNS:
                continue  # "the language model head (LM head)": a known part; "a Neural Processing Unit (NPU)": hardware
            after = sf.end + 1 if sf.end < hi and words[sf.end] == ")" else sf.end
            head_after = any(_singular(low[x]) in self._DEFINED_PART_HEADS and all(
                self.pos[y] in ("NOUN", "PROPN", "ADJ") for y in range(after, x + 1)) for x in range(after, min(hi, after + 2)))
            head_in = _singular(low[lf.end - 1]) in self._DEFINED_PART_HEADS
            if not (head_after or head_in):
                continue
            n = self.name_at.get(lf.start)
            if n is None or n.end != lf.end:
                n = self.name_at.get(sf.start)
            if n is None or self._after_example_mark(n.start) or not self._component_ok(n):
                continue
            self._add_component(n, self.main, "component-defined")

    #: Verbs of use whose subject (the main proposal, or "we") makes a coined object a part.
    _MAIN_USE_VERBS = frozenset("employs leverages utilizes utilises adopts exploits".split())
    _WE_USE_VERBS = frozenset("employ leverage utilize utilise adopt exploit".split())
    #: Words that end the direct object of such a verb: a name after them sits in a modifier
    #: of what is used ("adopts the Zorb architecture with plonk quantization (PQ)", "leverages the
    #: abilities of the zorb head (ZH)", "we employ a known network named plonk logic (PL)").
    _USE_OBJECT_STOPS = frozenset("with of named called termed dubbed by from via through in under".split())


    def _main_part_sentence_keys(self, sent: Span) -> Optional[set]:
        """The normalised forms of the main proposal's name and aliases when sentence ``sent``
        may bring in parts of it (a main proposal exists, and the sentence neither compares,
        :data:`COMPARE_CUES`, nor cites); else None."""
        if self.main is None:
            return None
        sent_low = self.lower[sent.start:sent.end]
        if not L.COMPARE_CUES.isdisjoint(sent_low) or not _CITE_OR_COMPARE_WORDS.isdisjoint(sent_low):
            return None
        return {_norm(self._text(a)) for a in [self.main] + list(self.main.aliases)}
    def _main_uses_parts(self, sent: Span) -> None:
        """Rule ``component-main-uses`` (:data:`MAIN_USES_PARTS`): in the sentence ``sent``
        after the main proposal's, a verb of use (:data:`_MAIN_USE_VERBS`) right after the
        main proposal's name or one of its aliases (an adverb such as "also" may stand
        between), or "we" and such a verb (:data:`_WE_USE_VERBS`), makes each acronym
        definition in its object (up to :meth:`_parts_end`) a part of the main proposal:
        "Zorbix employs Plonk Effect Learning (PEL), Random Quuxing (RQ) and ...". The
        definition must be new (no :meth:`_pair_known`, not defined earlier in the
        abstract), its long form must start after the verb, and its name must pass
        :meth:`_component_ok` and follow no example mark. A proposal recorded already
        without a whole becomes the part. Nothing in a sentence that cites or compares."""
        main_keys = self._main_part_sentence_keys(sent)
        if main_keys is None:
            return
        low, words = self.lower, self.words
        lo, hi = sent.start, sent.end
        sent_low = low[lo:hi]
        for v in range(lo + 1, hi):
            if low[v] not in self._MAIN_USE_VERBS and low[v] not in self._WE_USE_VERBS:
                continue
            k = v - 1
            while k > lo and low[k] in self._SUBJECT_ADVERBS:
                k -= 1
            if low[v] in self._WE_USE_VERBS:
                if low[k] != "we":
                    continue
            else:
                subj = None
                for x in range(max(lo, k - 6), k + 1):
                    n = self.name_at.get(x)
                    if n is not None and n.end == k + 1:
                        subj = n
                        break
                if subj is None and words[k][:1].isupper():
                    subj = self.doc[k:k + 1]
                if subj is None or _norm(self._span_text(subj)) not in main_keys and not any(
                        self._span_text(subj) == _initials(self._text(a)) for a in [self.main] + list(self.main.aliases)):
                    continue  # ("Zorb Plonk Mechanisms, or ZPM, ... ZPM leverages": its initials)
            end = self._parts_end(v, hi)
            end = next((x for x in range(v + 1, end) if low[x] in self._USE_OBJECT_STOPS), end)
            for (ss, se), (ls, le), a in self.pairs:
                if not (self.idx[v] < ls and se <= (self.idx[end - 1] + len(words[end - 1]))) \
                        or self._pair_known(a):
                    continue
                if any(p[0][0] < ss and _norm(p[2].short) == _norm(a.short) for p in self.pairs):
                    continue  # defined earlier: not coined here
                n = self.name_at.get(self._span_of(ls, le).start) if self._span_of(ls, le) is not None else None
                if n is None or n.end_char != le:
                    sf = self._span_of(ss, se)
                    n = self.name_at.get(sf.start) if sf is not None else None
                if n is None or self._after_example_mark(n.start) or not self._component_ok_or_own(n):
                    continue
                if low[v] in self._WE_USE_VERBS and n.start > v + 1 and low[n.start - 1] == "the":
                    continue  # "we employ the Zorb-the-Leader (ZTL) algorithm": a known one, by "the"
                own = next((c for c in self.proposed if c.start in (n.start_char, ls)), None)
                if own is not None:
                    if own is self.main or own.whole is not None or own.etype != "Method":
                        continue
                    _mark_part(own, self._text(self.main))
                else:
                    before = len(self.proposed)
                    self._add_component(n, self.main, "component-main-uses")
                    if len(self.proposed) == before:
                        continue
                if MAIN_USES_PART_LOG is not None:
                    MAIN_USES_PART_LOG.append((self._span_text(n), self._text(self.main)))

    #: Sentence openers of :meth:`_core_parts` ("At the core of X is ...").
    _CORE_OPENERS = (("at", "the", "core", "of"), ("at", "the", "heart", "of"), ("central", "to"),
                     ("the", "core", "of"), ("the", "heart", "of"))
    #: Words that end the object of :meth:`_core_parts` before a name: a name after them is
    #: what the part acts on or comes from ("a variant of Zorb Attention"), or the phrase ended.
    _CORE_OBJECT_STOPS = frozenset("which that who where to for with of by on from in as".split())

    #: Words for a part's kind that the name of :meth:`_core_parts` leaves off ("the Zorb
    #: Forecasting technique" -> "Zorb Forecasting"): the heads of a whole and "technique",
    #: "strategy"; part nouns ("term", "function", "module") stay in the name.
    _CORE_NAME_DESCRIPTORS = _WHOLE_HEADS | frozenset({"technique", "strategy"})

    def _core_parts(self, sent: Span) -> None:
        """Rule ``component-core`` (:data:`CORE_PARTS`): a sentence that opens with "At the
        core of", "At the heart of", "Central to", "The core of" or "The heart of", then the
        main proposal (its name or an alias, maybe after "the") or "our" / "this" and a method
        descriptor (:data:`_OWN_DESCRIPTORS`, at most one word between: "our proposed
        approach"), then "is" / "lies", names in its object the part the proposal is built
        around: "Central to our approach is Zorb Symmetric Attention, which ...", "At the
        core of ZorbNet lies the Plonk Fusion Unit (PFU)". The part is the first name span
        after the verb, within eight words, before a comma, a colon or a word of
        :data:`_CORE_OBJECT_STOPS`, with the lower-case nouns that continue it ("a new
        Zorb-Good exploration term"; not a last word of :data:`_CORE_NAME_DESCRIPTORS`); it must pass :meth:`_component_ok` (no lone word, no
        known name, no other proposal) or be a proposal recorded already without a whole (it
        becomes the part). Nothing when the name is the main proposal, in a sentence that
        cites or compares, or when no main proposal is known. Lower-case objects ("a feature
        refinement network") are left alone: written once, the gold calls them allowed
        extras (eval README: "lower-case modules written once are not")."""
        main_keys = self._main_part_sentence_keys(sent)
        if main_keys is None:
            return
        low, words = self.lower, self.words
        lo, hi = sent.start, sent.end
        op = next((o for o in self._CORE_OPENERS if tuple(low[lo:lo + len(o)]) == o), None)
        if op is None:
            return
        k = lo + len(op)
        v = next((x for x in range(k + 1, min(hi, k + 7)) if low[x] in ("is", "lies")), None)
        if v is None:
            return
        subj = self.text[self.idx[k]:self.idx[v - 1] + len(words[v - 1])]
        subj_words = [low[x] for x in range(k, v)]
        own = _norm(subj) in main_keys or v > k + 1 and subj_words[0] == "the" and _norm(
            self.text[self.idx[k + 1]:self.idx[v - 1] + len(words[v - 1])]) in main_keys
        if not own and subj_words[0] in ("our", "this") and 2 <= len(subj_words) <= 3 \
                and _singular(subj_words[-1]) in _OWN_DESCRIPTORS:
            own = True  # "Central to our approach is ...", "At the heart of our proposed method lies ..."
        if not own:
            return
        n = None
        for x in range(v + 1, min(hi, v + 9)):
            if words[x] in (",", ";", ":", ".") or low[x] in self._CORE_OBJECT_STOPS:
                break
            n = self.name_at.get(x)
            if n is not None:
                break
        if n is None:
            return
        e = n.end
        while e < hi and words[e].islower() and (self.pos[e] == "NOUN" or words[e] == "-") \
                and low[e] not in self._CORE_OBJECT_STOPS:
            e += 1
        while e > n.end and (self.pos[e - 1] != "NOUN" or low[e - 1] in self._CORE_NAME_DESCRIPTORS):
            e -= 1  # "the Zorb Forecasting technique": the name, without the word for its kind
        if e > n.end:
            n = Span(self.doc, n.start, e, label="TITLE")  # "a new Zorb-Good exploration term": the whole phrase
        if CORE_PART_LOG is not None:
            before = (len(self.proposed), sum(c.whole is not None for c in self.proposed))
        have = next((c for c in self.proposed if c.start == n.start_char), None)
        if have is not None:
            if have is self.main or have.whole is not None or have.etype != "Method":
                return
            _mark_part(have, self._text(self.main))
        elif self._component_ok(n):
            self._add_component(n, self.main, "component-core")
        else:
            return
        if CORE_PART_LOG is not None and before != (len(self.proposed), sum(c.whole is not None for c in self.proposed)):
            CORE_PART_LOG.append((self._span_text(n), self._text(self.main)))

    def _component_ok_or_own(self, n: Span) -> bool:
        """:meth:`_component_ok`, or ``n`` starts a proposal recorded already (which that
        check refuses as "another proposal")."""
        if any(c.start == n.start_char for c in self.proposed):
            return True
        return self._component_ok(n)

    def _bracketed_part_names(self, sent: Span) -> None:
        """Rule ``component-defined`` for a name no acronym pair defines: in the sentence
        ``sent``, after the main proposal's first mention, a coined name in mixed case in
        brackets right after a lower-case part head (:data:`_DEFINED_PART_HEADS`) is a
        part of the main proposal ("Zorbix addresses this using a versatile and efficient
        plonk streaming library (ZorbixLib)": its letters spell no long form, so the
        acronym rules leave it alone). The sentence must speak of the authors' or the main
        proposal's work ("we" or a form of the main name in it) and neither compare nor
        cite; the name must pass :meth:`_component_ok` and follow no example mark."""
        main_keys = self._main_part_sentence_keys(sent)
        if main_keys is None:
            return
        low, words = self.lower, self.words
        lo, hi = sent.start, sent.end
        sent_low = low[lo:hi]
        if "we" not in sent_low and not any(_norm(words[x]) in main_keys for x in range(lo, hi)):
            return
        for i in range(lo + 1, hi - 2):
            if words[i] != "(" or self.idx[i] <= self.main.start or not low[i - 1].isalpha() \
                    or not words[i - 1].islower() or _singular(low[i - 1]) not in self._DEFINED_PART_HEADS:
                continue
            n = self.name_at.get(i + 1)
            if n is None or n.end >= hi or words[n.end] != ")" \
                    or self._pair_of(n.start_char, n.end_char) is not None \
                    or not re.search(r"[a-z][A-Z]", self._span_text(n)) \
                    or self._after_example_mark(i - 1) or not self._component_ok(n):
                continue
            self._add_component(n, self.main, "component-defined")

    def _own_in_evaluation(self, n: Span) -> bool:
        """Whether the name ``n`` in an item of an evaluation list (:meth:`_evaluation_lead`)
        is still the paper's own: a form of a proposed name ("1) Generative ZorbCM, which
        ...", the proposal "ZorbCM") or a name that a comma and "a" / "an" define ("(ii)
        PlonkBench, a collection of systems that we curated")."""
        key = _norm(self._span_text(n))
        if any(k and re.search(r"(?<![\w-])" + re.escape(k) + r"(?![\w-])", key)
               for c in self.proposed for k in (_norm(self._text(a)) for a in [c] + c.aliases)):
            return True
        e = n.end
        return e + 1 < len(self.lower) and self.words[e] == "," and self.lower[e + 1] in ("a", "an")

    def _add_component(self, n: Span, whole: _Cand, rule: str):
        """Record the name ``n`` as a proposed part of ``whole`` (rule ``rule``, with its
        acronym pair); a named variant of ``whole`` (:func:`_variant_name`: "iFooNet" of
        "FooNet", listed as "two variants" or "two modules") is recorded as a proposal of
        its own without the part-of link (rule ``propose-variant``). Nothing when ``whole``
        is None, ``n`` names ``whole``, ``n`` starts a proposal already recorded or ``n`` is a
        software library (:data:`SOFTWARE_NOT_PARTS`)."""
        if whole is None or _norm(self._span_text(n)) == _norm(self._text(whole)):
            return
        if any(c.start == n.start_char for c in self.proposed):
            return
        if PLUS_COMBINATIONS and self._combination_of_proposals(self._span_text(n)):
            return  # "(3) Zorb2Seq+ZorbGPT enables ...": two parts used together, no third part
        if SOFTWARE_NOT_PARTS and self._span_text(n).lower() in L.SOFTWARE_LIBRARIES:
            return  # "a toolkit that integrates with PyTorch, JAX and NumPy": what it runs on
        if any(_variant_name(self._span_text(n), self._text(w)) for w in [whole] + list(whole.aliases)):
            txt = self._span_text(n)
            data = BENCH_NAMED_VARIANTS and _benchmark_shaped(txt)
            # ("evaluated on the Zorb-Bench established by us": a benchmark by its name)
            c = self._add_with_pair(n.start_char, n.end_char, "Dataset" if data else "Method",
                                    "benchmark" if data else "proposed", "propose-variant", 0.8)
            c.sent = self.tok_sent[n.start]
            self.proposed.append(c)
            return
        c = self._add_with_pair(n.start_char, n.end_char, "Method", "proposed", rule, 0.8,
                                whole=self._text(whole))
        c.sent = self.tok_sent[n.start]
        self.proposed.append(c)

    def _names_a_task(self, name: Span, data: bool) -> bool:
        """Whether ``name`` names a task rather than a proposal: it stands in a list after
        "task(s)" and a colon ("a benchmark consisting of two tasks: Zorb Optimization (ZO)
        and Plonk Identification (PI)"), or, for a name typed as data (``data``), "task" /
        "tasks" follows it past its bracketed short form ("we designed a Zorb Anchor
        Extraction task to guide pre-training")."""
        k = self._past_short_form(name)
        if data and k is not None and k < len(self.lower) and self.lower[k] in ("task", "tasks"):
            return True
        if data and TERMED_TASKS and self._termed_task(name):
            return True  # 'On this task, termed "zorb recall"': the task's name
        sent = self.sents[self.tok_sent[name.start]]
        x = name.start - 1
        while x > sent.start and x > name.start - 25 and self.words[x] != ":":
            if self.words[x] in (";", ".") or self.pos[x] == "VERB":
                return False
            x -= 1
        return self.words[x] == ":" and x > sent.start and self.lower[x - 1] in ("task", "tasks")

    def _termed_task(self, name: Span) -> bool:
        """Whether a naming verb (:data:`~kg.extract.lexicon.NAMING_VERBS`, any form: "termed",
        "called") stands right before ``name`` (past an opening quote and "the") and a task
        noun (:data:`_TERMED_TASK_NOUNS`) right before the verb, past a comma: 'this task,
        termed "zorb recall"' names the task (:data:`TERMED_TASKS`)."""
        x = name.start - 1
        while x > 0 and (self.words[x] in _OPEN_QUOTES or self.lower[x] == "the"):
            x -= 1
        if x <= 0 or not any(self.lower[x].startswith(v) for v in L.NAMING_VERBS):
            return False
        x -= 1
        if x > 0 and self.words[x] == ",":
            x -= 1
        return x >= 0 and self.lower[x] in _TERMED_TASK_NOUNS

    def _combination_of_proposals(self, txt: str) -> bool:
        """Whether ``txt`` joins two or more names with "+" ("Zorb2Seq+ZorbGPT") each of
        which is a proposal (or an alias of one) recorded already: a combination of the
        proposed parts, not a new name. A name that only ends in "+" ("FooEval+", "Bar++")
        is none."""
        parts = txt.split("+")
        if len(parts) < 2 or not all(p.strip() for p in parts):
            return False
        known = {_norm(self._text(a)) for c in self.proposed for a in [c] + list(c.aliases)}
        return all(_norm(p.strip()) in known for p in parts)

    def _after_plural_noun(self, i: int) -> bool:
        """Whether token ``i`` ("including") follows, maybe behind a comma, a plural
        common noun or a plural acronym ("datasets, including", "VLMs including")."""
        k = i - 1
        if k >= 0 and self.words[k] == ",":
            k -= 1
        if k < 0:
            return False
        w = self.words[k]
        return (self.pos[k] == "NOUN" and w.islower() and w.endswith("s") and not w.endswith("ss")) or (
            len(w) > 2 and w.endswith("s") and w[:-1].isupper())

    def _relative_clause_tokens(self, lo: int, hi: int) -> set[int]:
        """Token indices ``lo``..``hi`` inside a relative clause of the part list after a
        contain verb: from a relative pronoun ("that", "which", "where", "who") after a
        noun to the next comma, semicolon or ``hi`` ("featuring a Zorb2Seq encoder that
        maps Non-Plonk graphs to Plonk Words, along with ..."): names there are what a part
        acts on, not parts. With :data:`RELATIVE_ITEM_TAILS`, a past participle and "by" after
        a lower-case noun open such a phrase too ("a plonk module guided by the Zorb Shift
        Theorem": what guides the part), except "followed by" / "accompanied by" (a next part)."""
        out: set[int] = set()
        k = lo
        while k < hi:
            if self.lower[k] in ("that", "which", "where", "who") and k > lo and self.pos[k - 1] in ("NOUN", "PROPN") \
                    or RELATIVE_ITEM_TAILS and self.tag[k] == "VBN" and self.lower[k] not in ("followed", "accompanied") \
                    and k > lo and self.pos[k - 1] == "NOUN" and self.words[k - 1].islower() \
                    and k + 1 < hi and self.lower[k + 1] == "by":
                # (and a participle with "by" after a lower-case noun: "a plonk module guided by the
                # Zorb Shift Theorem" names what guides the part; not "followed by": a next part)
                e = k + 1
                while e < hi and self.words[e] not in (",", ";"):
                    e += 1
                out.update(range(k, e))
                k = e
            k += 1
        return out

    def _parts_end(self, i: int, hi: int) -> int:
        """End of the part list after the contain verb at token ``i``: the sentence end,
        an evaluation or purpose phrase that follows ("... on A and B", "to achieve", ", for
        the measurement of C"), or
        a second finite verb ("contains A and reuses B"), unless that verb goes on a relative
        clause of an item ("a zorb module that infers goals and learns policies, and a plonk
        module"; :data:`RELATIVE_AND_CONTINUES`)."""
        low = self.lower
        relative = False  # inside "that" / "which" after a noun, up to the next comma or semicolon
        for k in range(i + 1, hi):
            if low[k] in _PART_LIST_STOP or low[k] == "to" and k + 1 < hi and self.pos[k + 1] in ("VERB", "AUX"):
                return k
            if PURPOSE_ENDS_PARTS and low[k] == "for" and self.words[k - 1] == ",":
                return k  # "including A and B, for the measurement of C": what the parts are for
            if low[k] == "and" and k + 1 < hi and self.pos[k + 1] == "VERB" and self.tag[k + 1] in ("VBZ", "VBP", "VBD") \
                    and not relative:
                return k  # "X contains A and reuses B": a second predicate
            if RELATIVE_AND_CONTINUES:
                if low[k] in ("that", "which") and self.pos[k - 1] in ("NOUN", "PROPN"):
                    relative = True  # "a zorb module that infers goals and learns policies, and ..."
                elif self.words[k] in (",", ";"):
                    relative = False
        return hi

    #: Words between the subject "our method" and its contain verb ("our method also introduces").
    _SUBJECT_ADVERBS = frozenset({"also", "further", "additionally", "then", "first", "mainly", "primarily"})

    def _own_descriptor_subject(self, v: int) -> bool:
        """Whether the contain verb at token ``v`` has the paper's own method as its subject,
        written as "our" (or "the proposed") and a method descriptor noun
        (:data:`~kg.extract.lexicon.METHOD_DESCRIPTOR_HEADS`), at most two modifiers between,
        right before the verb or an adverb of :data:`_SUBJECT_ADVERBS`: "our method
        introduces a Zorb loss", "the proposed framework further comprises ...". The verb
        must be finite (not "our method, featuring ...") and no form of "include" ("our
        framework includes X as a special case": what it generalises), and the sentence
        must neither cite ("et al.") nor compare."""
        if self.tag[v] not in ("VBZ", "VBP", "VBD") or self.lower[v] in _EXAMPLE_VERBS:
            return False  # ("our framework includes loss-calibrated VB as a special case": a generalisation)
        sent = self.sents[self.tok_sent[v]]
        if not _CITE_OR_COMPARE_WORDS.isdisjoint(self.lower[sent.start:sent.end]):
            return False
        k = v - 1
        while k > 0 and self.lower[k] in self._SUBJECT_ADVERBS:
            k -= 1
        if k <= 0 or _singular(self.lower[k]) not in L.METHOD_DESCRIPTOR_HEADS or self.pos[k] != "NOUN":
            return False
        for b in range(k - 1, max(-1, k - 4), -1):
            if self.lower[b] == "our" or self.lower[b] == "proposed" and b > 0 and self.lower[b - 1] in ("the", "our"):
                return True
            if self.pos[b] not in ("ADJ", "NOUN") or self.words[b] in (",", ";"):
                return False
        return False

    def _counted_parts(self, si: int, sent: Span) -> None:
        """Parts that a counted part noun lists (rule ``component-counted``): "two
        carefully designed modules, the A and B", "three key components: A, B and C",
        "two modules, namely A and B".

        A count word (:data:`_PART_COUNTS`), at most four modifiers, a plural part noun
        (:data:`_COUNTED_PART_NOUNS`) and a colon or comma (possibly "namely" / "i.e."
        after it) open a list; every name that opens an item of it (after the colon, a
        comma, "and", "namely" or an enumeration bracket, behind "the" / "a" / "an") and
        passes :meth:`_component_ok` becomes a part of the proposal named before the count
        in the sentence, else of the main proposal. Only after the main proposal's start:
        a count before it ("prior work uses two modules: A and B") is someone else's.
        The list ends at ";", at a comparison or evaluation word (:meth:`_parts_end`) or
        30 tokens on.
        """
        low, words = self.lower, self.words
        lo, hi = sent.start, sent.end
        nouns = _COUNTED_PART_NOUNS | _COUNTED_EXTRA_NOUNS if COUNTED_METHOD_NOUNS else _COUNTED_PART_NOUNS
        for i in range(lo, hi - 3):
            if low[i] not in _PART_COUNTS or self.idx[i] < self.main.start:
                continue
            j = i + 1
            while j < min(hi, i + 6) and _singular(low[j]) not in nouns and (
                    self.pos[j] in ("ADJ", "ADV", "VERB", "NOUN", "PROPN") or words[j] == "-"):
                j += 1
            if j >= hi - 1 or _singular(low[j]) not in nouns or low[j] == _singular(low[j]):
                continue  # no plural part noun ("two module types" is no list of names)
            if _singular(low[j]) in _COUNTED_EXTRA_NOUNS and not self._new_counted_noun(i, j, lo):
                continue  # "we incorporated it into two recent methods, A and B": methods it is applied to
            k = j + 1
            if words[k] not in (":", ","):
                continue
            k += 1
            if k < hi and low[k] in ("namely", "i.e.", "i.e", "including"):
                k += 1
            end = min(self._parts_end(k, hi), k + 30)
            end = next((x for x in range(k, end) if words[x] == ";"), end)
            whole = self._proposed_in_sentence(si, self.idx[i]) or self.main
            for n in self._names_in(k, end):
                first = n.start
                pair = self._pair_of(n.start_char, n.end_char)
                if pair is not None and pair[0] == (n.start_char, n.end_char) and words[n.start - 1] == "(":
                    # "two stages: point-region contrast (PRC) and ...": the item opens
                    # with the short form's lower-case long form, which is no name
                    long_span = self._span_of(*pair[1])
                    if long_span is not None and long_span.end == n.start - 1 and long_span.start >= k:
                        first = long_span.start
                b = first - 1
                while b >= k and low[b] in ("the", "a", "an"):
                    b -= 1
                item_start = b < k or words[b] in (",", ":", ")") or low[b] in ("and", "namely")
                if item_start and COUNTED_NAMED_NOUN_ITEMS:
                    n = self._named_noun_item(n, end)
                if item_start and self._component_ok(n):
                    before = len(self.proposed)
                    self._add_component(n, whole, "component-counted")
                    if COUNTED_NAMED_ITEM_LOG is not None and len(self.proposed) > before and (
                            n.label_ != self.name_at.get(n.start, n).label_ or _singular(low[j]) in _COUNTED_EXTRA_NOUNS):
                        COUNTED_NAMED_ITEM_LOG.append((n.text, self._text(whole)))
            if COUNTED_LOWERCASE_PARTS and _singular(low[j]) not in self._STEP_NOUNS and _singular(low[j]) != "method":
                # ("we compare two methods: gradient descent and ...": lower-case methods are those used)
                list_end = self._parts_end(k, hi)
                if ENUMERATED_INDEFINITE_PARTS and self._opens_enumeration(k, hi):
                    list_end = hi  # "(i) a zorb mechanism to reduce X, and (ii) ...": each item may say what it is for
                self._counted_lowercase_parts(k, min(list_end, k + 60), whole)

    def _new_counted_noun(self, i: int, j: int, lo: int) -> bool:
        """Whether the counted "methods" / "tools" at tokens ``i`` (the count) to ``j`` (the
        noun) are the paper's new ones (:data:`COUNTED_METHOD_NOUNS`): "novel", "new" or
        "proposed" among the words between, or a contribution verb (a form of
        :data:`~kg.extract.lexicon.PROPOSE_VERBS`) at most three tokens before the count
        ("we introduce two methods: ..."), not before ``lo`` (the sentence start)."""
        if any(self.lower[x] in ("novel", "new", "proposed") for x in range(i + 1, j)):
            return True
        return any(self.lower[x] in _PROPOSE_SET and self.pos[x] == "VERB" for x in range(max(lo, i - 3), i))

    def _named_noun_item(self, n: Span, end: int) -> Span:
        """The item of a counted part list that the name ``n`` opens, read on through its
        part noun (:data:`COUNTED_NAMED_NOUN_ITEMS`): "the Zorb module" and "the KL training
        method" from the names "Zorb" and "KL", when one or two lower-case nouns follow the
        name, the last one of :data:`_NAMED_ITEM_PART_NOUNS` (in the singular), and then a
        list or clause boundary ("," ";" "." "and", a bracket) or ``end`` (exclusive token
        index of the list). Otherwise ``n`` itself."""
        words, low = self.words, self.lower
        for e in (n.end + 1, n.end + 2):
            if e > end or e > len(self.doc):
                break
            x = e - 1
            if self.pos[x] != "NOUN" or words[x] != low[x] or not words[x].isalpha():
                break
            if low[x] in _NAMED_ITEM_PART_NOUNS and (e == end or e < len(self.doc) and (
                    words[e] in (",", ";", ".", "(", ")") or low[e] == "and")):
                return self.doc[n.start:e]
        return n

    def _opens_enumeration(self, k: int, hi: int) -> bool:
        """Whether the list at token ``k`` opens with an enumeration bracket ("(i)", "1)",
        "(a)") before ``hi``: its items start only after brackets, so a purpose phrase inside
        an item ("(i) a zorb mechanism to reduce variance, (ii) ...") does not end the list."""
        words, low = self.words, self.lower
        if k + 2 < hi and words[k] == "(" and low[k + 1] in _ENUM_MARKERS and words[k + 2] == ")":
            return True
        return k + 1 < hi and low[k] in _ENUM_MARKERS and words[k + 1] == ")"

    #: Heads shared by coordinated new parts ("an X loss and a Y loss"): part nouns and
    #: the nouns of a trained component.
    _COORD_PART_HEADS = _COUNTED_PART_NOUNS | _PART_NAME_HEADS | frozenset(
        "model attention regularizer regularization penalty predictor classifier generator discriminator".split())
    #: Passive participles after a coordinated list that make it the paper's own ("are proposed").
    _COORD_PASSIVE = frozenset("proposed introduced designed developed devised presented".split())
    #: Modifiers that describe a part without naming it ("a new loss and a simple loss").
    _COORD_VAGUE = frozenset("new novel simple additional extra auxiliary first second third single separate "
                             "lightweight light-weight effective efficient dedicated specific generic general "
                             "shared same different other another".split())

    def _hyphens(self, a: int, b: int) -> int:
        """The number of "-" tokens among tokens ``a`` to ``b`` (exclusive) when
        :data:`HYPHENS_UNCOUNTED` is on, else 0: what a phrase-length limit leaves out."""
        return sum(1 for y in range(a, b) if self.words[y] == "-") if HYPHENS_UNCOUNTED else 0

    def _part_phrase_end(self, x: int, hi: int) -> int:
        """The end (exclusive) of the phrase after the article at token ``x`` ("a" / "an") that
        may name a part: up to six tokens of :attr:`_PART_PHRASE_POS`, hyphens, and "-ed" /
        "-ing" words followed by a hyphen, noun, adjective or proper noun, before ``hi`` (the
        sentence's end). Shared by the coordinated and the verb-brought part rules."""
        words, pos, tag = self.words, self.pos, self.tag
        b = x + 1
        while b < hi and b - x - self._hyphens(x, b) <= 6 and (pos[b] in self._PART_PHRASE_POS or words[b] == "-"
                                         or tag[b] in ("VBN", "VBG") and b + 1 < hi
                                         and (words[b + 1] == "-" or pos[b + 1] in ("NOUN", "ADJ", "PROPN"))):
            b += 1
        return b

    def _coordinated_head_parts(self, si: int, sent: Span) -> None:
        """Rule ``component-coordinated``: two or more indefinite noun phrases joined by
        "," / "and" that end with the same part head (:data:`_COORD_PART_HEADS`, compared in
        the singular) name new parts of the proposal when a contribution or contain verb
        brings them in: "our method introduces an entropy zorb loss and a plonk alignment
        loss", "the system comprises three language models: a zorb language model, a plonk
        language model, and a blip language model", "a zorb loss and a plonk loss are
        proposed". The verb (a form of :data:`~kg.extract.lexicon.PROPOSE_VERBS` or a contain
        verb) is the last verb before the first item, at most 12 tokens before it, in a
        sentence of the authors' own ("we" / "our", or a proposal before the verb); or a
        participle of :data:`_COORD_PASSIVE` follows the list after "are" (present tense:
        "were proposed" tells of earlier work). Not in a sentence with a background cue
        (:data:`~kg.extract.lexicon.BACKGROUND_CUES`, "existing", "prior"). Each item is "a" /
        "an", one to four modifiers (adjectives, nouns, hyphenated words; not only vague
        ones, :data:`_COORD_VAGUE`) and the head; an item known to the method, technique or
        metric vocabularies is skipped. Each becomes a part (:meth:`_add_component`) of the
        proposal before the contain verb, else of the main proposal.

        Motivation: the shared head marks kinds the paper builds side by side; a single
        "we propose a X loss" is no name (session 32: 7 gold of 52), nor "we complement the
        loss with a A loss and a B loss" (no contribution verb).
        """
        low, words, pos, tag = self.lower, self.words, self.pos, self.tag
        lo, hi = sent.start, sent.end
        items = []  # (start, end) of the items of one list, in order
        x = lo
        while x < hi:
            if low[x] not in ("a", "an"):
                x += 1
                continue
            b = self._part_phrase_end(x, hi)
            if b - x < 3 or pos[b - 1] != "NOUN" or _singular(low[b - 1]) not in self._COORD_PART_HEADS:
                x = max(b, x + 1)
                continue
            if items and (self._coord_gap_ok(items[-1][1], x)) and \
                    _singular(low[items[-1][1] - 1]) == _singular(low[b - 1]):
                items.append((x + 1, b))
            else:
                if len(items) >= 2:
                    self._coord_items_parts(si, sent, items)
                items = [(x + 1, b)]
            x = b
        if len(items) >= 2:
            self._coord_items_parts(si, sent, items)

    #: Plural part nouns of :meth:`_shared_plural_parts` (singular forms): those of
    #: :data:`_LISTED_PART_NOUNS` and "mechanism", "block", "loss"; not "strategies" or
    #: "designs", which the gold reads as ways of working, no parts ("we propose zorb smoothing
    #: and plonk reconstruction strategies").
    _SHARED_PLURAL_NOUNS = frozenset(_singular(w) for w in _LISTED_PART_NOUNS) | {"mechanism", "block", "loss"}
    #: Words between the contribution verb and the first item of :meth:`_shared_plural_parts`.
    _SHARED_PLURAL_LEAD = frozenset("the two novel new further also additionally".split())

    def _shared_plural_parts(self, si: int, sent: Span) -> None:
        """Rule ``component-shared-plural`` (:data:`SHARED_PLURAL_PARTS`): "we introduce zorb
        collaboration and plonk altruism modules", "we further propose the zorb gap penalty and
        plonk momentum clipping techniques": two phrases joined by "and" right before a plural
        part noun (:data:`_SHARED_PLURAL_NOUNS`) that they share, brought in by "we" and a
        contribution verb (a form of :data:`~kg.extract.lexicon.PROPOSE_VERBS`) with at most
        "the", "two", "novel", "new", "further", "also" between the verb and the first phrase.
        Each phrase is two to four lower-case words (adjectives, nouns, hyphenated words) whose
        last is a noun; not a known method, technique, metric or task. Each becomes a part
        (:meth:`_add_component`) of the proposal named before the verb in the sentence, else of
        the main proposal; only after the main proposal's start, in a sentence that neither
        compares nor cites (:meth:`_main_part_sentence_keys`).

        Motivation: the plural head says the two phrases are kinds of one sort of part the
        paper builds (eval README calls of dev88: "listed critics and modules are components
        even in lower case"); phrases of one word ("pre-training and fine-tuning strategies")
        are steps or adjectives, no names.
        """
        if self._main_part_sentence_keys(sent) is None:
            return
        low, words, pos = self.lower, self.words, self.pos
        lo, hi = sent.start, sent.end
        for v in range(lo + 1, hi - 4):
            if low[v] not in _PROPOSE_SET or self.idx[v] < self.main.start \
                    or "we" not in low[max(lo, v - 3):v]:
                continue
            a = v + 1
            while a < hi and low[a] in self._SHARED_PLURAL_LEAD:
                a += 1
            items = []
            x = a
            for _ in range(2):
                b = x
                while b < hi and b - x < 5 and words[b].islower() and (
                        pos[b] in ("ADJ", "NOUN") or words[b] == "-" or b > x and words[b - 1] == "-"
                        or self.tag[b] == "VBG" and b > x and pos[b - 1] == "NOUN"):
                    b += 1
                items.append((x, b))
                x = b + 1
            (s1, e1), (s2, e2) = items
            if e1 >= hi or low[e1] != "and" or e2 >= hi or e2 - 1 <= s2:
                continue
            p = e2 - 1  # the shared noun: the last word of the second run ("altruism modules")
            if _singular(low[p]) not in self._SHARED_PLURAL_NOUNS or low[p] == _singular(low[p]):
                continue  # no plural part noun ends the second phrase
            items[1] = (s2, p)
            if p + 1 < hi and (pos[p + 1] == "NOUN" or words[p + 1] == "-"):
                continue  # "A and B modules designs": the noun is a modifier
            spans = []
            for s_, e_ in items:
                e_ = e_ - 1 if e_ - 1 > s_ and low[e_ - 1] == "-" else e_
                n_words = len(self.text[self.idx[s_]:self.idx[e_ - 1] + len(words[e_ - 1])].split())
                if not 2 <= n_words <= 4 or not (pos[e_ - 1] == "NOUN" or self.tag[e_ - 1] == "VBG"
                                                  and pos[e_ - 2] == "NOUN"):
                    break  # ends with a noun, or a gerund after one ("momentum clipping")
                n = self.doc[s_:e_]
                key = _norm(self._span_text(n))
                if key in self.method_gaz_keys or key in technique_keys() or key in self.metric_gaz_keys \
                        or key in self.task_gaz_keys:
                    break
                spans.append(n)
            if len(spans) != 2:
                continue
            whole = self._proposed_in_sentence(si, self.idx[v]) or self.main
            for n in spans:
                before = len(self.proposed)
                self._add_component(n, whole, "component-shared-plural")
                if SHARED_PLURAL_PART_LOG is not None and len(self.proposed) > before:
                    SHARED_PLURAL_PART_LOG.append((self._span_text(n), self._text(whole)))

    #: Verbs that bring in a part in :meth:`_verb_coordinated_parts` (any form by prefix).
    _PART_VERB_STEMS = ("introduc", "propos", "design", "develop", "devis", "employ", "adopt", "build",
                        "construct", "incorporat", "present", "utiliz", "utilis", "leverag", "use")
    #: Heads of the part phrases of :meth:`_verb_coordinated_parts`: the heads of coordinated
    #: parts and agent nouns of the roles a system's parts play.
    _VERB_PART_HEADS = _COORD_PART_HEADS | frozenset(
        "selector ranker planner critic retriever scorer router verifier controller estimator extractor "
        "aggregator recaller reasoner".split())

    def _part_verb(self, v: int) -> bool:
        """Whether token ``v`` is a verb of :data:`_PART_VERB_STEMS` (finite or "-ing" form)."""
        return self.pos[v] == "VERB" and self.lower[v].startswith(self._PART_VERB_STEMS)

    def _verb_coordinated_parts(self, si: int, sent: Span) -> None:
        """Rule ``component-verb-coordinated`` (:data:`VERB_COORDINATED_PARTS`): "We design a
        zorb encoder that splits graphs into fragments and adopt a plonk scorer to weigh them".
        In a sentence at or after the main proposal's, each verb of :data:`_PART_VERB_STEMS`
        right before "a" / "an" brings in the noun phrase after the article: one to five
        modifiers (adjectives, nouns, hyphenated words, a participle before a noun) and a head
        of :data:`_VERB_PART_HEADS`. When two such phrases stand in the sentence and the
        second's verb follows "and" (", and"), the two verb phrases being coordinated, and
        "we" or a proposal stands before the first verb, each phrase is a part of the proposal
        named before the first verb, else of the main proposal. Not in a sentence with a
        background cue (:data:`~kg.extract.lexicon.BACKGROUND_CUES`) or that cites or compares;
        a phrase whose modifiers are all vague (:data:`_COORD_VAGUE`, evaluative words) or
        mark a given or established model (:data:`_USED_MODEL_MARKS`, :data:`_ESTABLISHED_MARKS`: "a
        pretrained encoder", "a standard retriever"), or that the
        method, technique, dataset or metric vocabularies know, is skipped."""
        low, words, pos, tag = self.lower, self.words, self.pos, self.tag
        lo, hi = sent.start, sent.end
        found = []  # (verb, start, end) of each brought-in phrase
        for x in range(lo + 1, hi - 2):
            if low[x] not in ("a", "an") or not self._part_verb(x - 1):
                continue
            b = self._part_phrase_end(x, hi)
            if b - x < 3 or pos[b - 1] != "NOUN" or _singular(low[b - 1]) not in self._VERB_PART_HEADS:
                continue
            if b < hi and pos[b] == "NOUN":
                continue  # (the phrase runs on past the head)
            found.append((x - 1, x + 1, b))
        if len(found) < 2:
            return
        if any(low[k] in L.BACKGROUND_CUES for k in range(lo, hi)) \
                or not _CITE_OR_COMPARE_WORDS.isdisjoint(low[lo:hi]):
            return
        pairs = []
        for (v1, a1, b1), (v2, a2, b2) in zip(found, found[1:]):
            if low[v2 - 1] == "and" and v2 - 1 >= b1 or low[v2 - 1] in ("also", "further", "then") \
                    and v2 - 2 >= b1 and low[v2 - 2] == "and":
                pairs.append(((v1, a1, b1), (v2, a2, b2)))
        if not pairs:
            return
        taken = set()
        for (v1, a1, b1), second in pairs:
            whole = self._proposed_in_sentence(si, self.idx[v1])
            if whole is None and not any(low[y] == "we" for y in range(lo, v1)):
                continue
            whole = whole or self.main
            for v, a, b in ((v1, a1, b1), second):
                if (a, b) in taken:
                    continue
                taken.add((a, b))
                mods = [low[y] for y in range(a, b - 1) if low[y] != "-"]
                if all(m in self._COORD_VAGUE or m in L.EVALUATIVE for m in mods) \
                        or any(m in _USED_MODEL_MARKS or m in _ESTABLISHED_MARKS for m in mods):
                    continue
                n = self.doc[a:b]
                key = _norm(self._span_text(n))
                if key in self.method_gaz_keys or key in technique_keys() or key in self.metric_gaz_keys \
                        or key in self.dataset_gaz_keys:
                    continue
                before = len(self.proposed)
                self._add_component(n, whole, "component-verb-coordinated")
                if VERB_COORDINATED_PART_LOG is not None and len(self.proposed) > before:
                    VERB_COORDINATED_PART_LOG.append((self._span_text(n), self._text(whole)))

    #: Words between the subject and the verb of :meth:`_brought_in_parts` ("we further propose").
    _BROUGHT_GAP = frozenset("also further additionally then first next finally subsequently".split())
    #: Words right after a part phrase of :meth:`_brought_in_parts` that name it or run it on
    #: ("a zorb module, called ...", "a plonk loss (PL)"): the name rules read such phrases.
    _BROUGHT_NAMING = frozenset("called named dubbed termed coined ( - /".split())

    def _brought_subject(self, v: int, lo: int) -> bool:
        """Whether the contribution verb at token ``v`` (sentence from token ``lo``) has the
        authors or their method as its subject (:meth:`_brought_in_parts`): past "also" /
        "further" / ... (:data:`_BROUGHT_GAP`), the word before it is "we", a method descriptor
        after "our" ("our method introduces"), or the end of a name of the main proposal."""
        low = self.lower
        k = v - 1
        while k > lo and low[k] in self._BROUGHT_GAP:
            k -= 1
        if k < lo:
            return False
        if low[k] == "we":
            return True
        if k > lo and low[k - 1] == "our" and _singular(low[k]) in L.METHOD_DESCRIPTOR_HEADS:
            return True
        end = self.idx[k] + len(self.words[k])
        return any(end >= len(f) and self.text[end - len(f):end] == f
                   for f in {self._text(x) for x in [self.main] + list(self.main.aliases)} if f)

    def _brought_tail_end(self, y: int, hi: int) -> int:
        """The token after a short tail that follows a part phrase of :meth:`_brought_in_parts`
        up to the "and" (", and") right before the next "a" / "an" ("an initialization protocol
        for RL agents utilizing pre-trained LMs and a conservative Bellman operator"): at most
        twelve tokens, no finite verb, bracket, colon, semicolon or "that" / "which"; ``y``
        itself when the phrase's "and" stands right there, or when there is no such tail."""
        low, words, tag = self.lower, self.words, self.tag
        for z in range(y, min(hi, y + 13)):
            if low[z] in (",", "and") and z + 1 < hi and (low[z + 1] in ("a", "an") or low[z + 1] == "and"
                                                         and z + 2 < hi and low[z + 2] in ("a", "an")):
                return z
            if words[z] in ("(", ")", ":", ";") or low[z] in ("that", "which", "where", "while") \
                    or tag[z] in ("VBZ", "VBP", "VBD", "MD"):
                return y
        return y

    def _brought_in_parts(self, si: int, sent: Span) -> None:
        """Rule ``component-brought-in`` (:data:`BROUGHT_IN_PARTS`): "we propose a zorb
        initialization protocol for agents and a conservative plonk operator to ...", "Our method
        introduces an auxiliary plonk branch and a zorb decoder"; not a single "we introduce a
        zorb consistency module that ...".

        In a sentence after the main proposal's (:attr:`main_sent`) that neither compares nor
        cites (:meth:`_main_part_sentence_keys`) and holds no background cue
        (:data:`~kg.extract.lexicon.BACKGROUND_CUES`), a finite contribution verb of
        :data:`_BROUGHT_PART_VERBS` whose subject is "we", "our <method noun>" or the main
        proposal's name (:meth:`_brought_subject`) and whose object opens with "a" / "an"
        brings in the phrase after the article (:meth:`_part_phrase_end`): one to five
        modifiers, the first in lower case, and a head of :data:`_BROUGHT_PART_HEADS`, not
        followed by a noun or a naming word (:data:`_BROUGHT_NAMING`) but maybe by a bracketed
        short form; leading "novel" / "new" / evaluative adjectives are left out of the part. A
        second such phrase after "and" (", and"), maybe past a short tail
        (:meth:`_brought_tail_end`), is brought in too, and may end in a head of
        :data:`_BROUGHT_SECOND_HEADS` ("approach", "model"); with fewer than two phrases nothing
        is, nor when all phrases share one head of :data:`_COORD_PART_HEADS` (the lists
        :meth:`_coordinated_head_parts` reads). A phrase whose modifiers are all vague or evaluative (:data:`_COORD_VAGUE`), mark
        a given or established model (:data:`_USED_MODEL_MARKS`, :data:`_ESTABLISHED_MARKS`), or
        that the method, technique, dataset, metric or task vocabularies know, is skipped. Each
        phrase left is a part (:meth:`_add_component`) of the proposal named before the verb in
        the sentence, else of the main proposal.

        Motivation: after the main proposal is named, the pieces the authors go on to introduce
        side by side are parts of it (eval README calls of dev92-dev105: "listed parts are
        components, in lower case too"; B-Coder's and RTFS-Net's parts); the existing
        coordinated rule needs one shared head. A single phrase is mostly a design detail the
        gold leaves out (an allowed extra), and whole-level heads ("model", "framework") open
        no list, as they restate the whole."""
        if self.main_sent is None or si <= self.main_sent or self._main_part_sentence_keys(sent) is None:
            return
        low, words, pos = self.lower, self.words, self.pos
        lo, hi = sent.start, sent.end
        if any(low[k] in L.BACKGROUND_CUES for k in range(lo, hi)):
            return
        for v in range(lo + 1, hi - 3):
            if low[v] not in _BROUGHT_PART_VERBS or pos[v] != "VERB" or low[v + 1] not in ("a", "an") \
                    or not self._brought_subject(v, lo):
                continue
            items = []
            x = v + 1
            while x < hi and low[x] in ("a", "an"):
                b = self._part_phrase_end(x, hi)
                if b - x < 3 or pos[b - 1] != "NOUN" or _singular(low[b - 1]) not in _BROUGHT_PART_HEADS \
                        and not (items and _singular(low[b - 1]) in _BROUGHT_SECOND_HEADS) \
                        or not words[x + 1].islower() or not words[b - 1].islower():
                    break  # ("a Zorb Plonk Module": a name the name rules read)
                short = b + 2 < hi and words[b] == "(" and words[b + 1].isupper() and words[b + 2] == ")"
                if b < hi and (pos[b] in ("NOUN", "PROPN") or low[b] in self._BROUGHT_NAMING) and not short:
                    break  # the phrase runs on, or a name follows
                items.append((x + 1, b))
                y = self._brought_tail_end(b + 3 if short else b, hi)
                gap = []
                while y < hi and low[y] in (",", "and") and len(gap) < 2:
                    gap.append(low[y])
                    y += 1
                if "and" not in gap:
                    break
                x = y
            step = STEP_PARTS and len(items) == 1 and si in self._step_sentences()
            if len(items) < 2 and not step:
                continue  # a single "we introduce a zorb module": mostly a detail, no part in the gold
            if not step and len({_singular(low[b - 1]) for _, b in items}) == 1 and _singular(low[items[0][1] - 1]) \
                    in self._COORD_PART_HEADS:
                continue  # "a zorb loss and a plonk loss": one shared head, :meth:`_coordinated_head_parts`
            whole = None
            for a, b in items:
                mods = [low[y] for y in range(a, b - 1) if low[y] != "-"]
                if all(m in self._COORD_VAGUE or m in L.EVALUATIVE for m in mods) \
                        or any(m in _USED_MODEL_MARKS or m in _ESTABLISHED_MARKS for m in mods):
                    continue
                while a < b - 2 and (low[a] in ("novel", "new") or low[a] in L.EVALUATIVE and pos[a] == "ADJ"):
                    a += 1  # "a new mask separation approach": the part, without the praise
                n = self.doc[a:b]
                key = _norm(self._span_text(n))
                if key in self.method_gaz_keys or key in technique_keys() or key in self.metric_gaz_keys \
                        or key in self.dataset_gaz_keys or key in self.task_gaz_keys:
                    continue
                whole = whole or self._proposed_in_sentence(si, self.idx[v]) or self.main
                if step:  # recorded once two step sentences bring in a part (:meth:`_flush_step_parts`)
                    self.__dict__.setdefault("_step_pending", []).append((si, n, whole))
                    continue
                before = len(self.proposed)
                self._add_component(n, whole, "component-brought-in")
                if BROUGHT_IN_PART_LOG is not None and len(self.proposed) > before:
                    BROUGHT_IN_PART_LOG.append((self._span_text(n), self._text(whole)))

    def _flush_step_parts(self) -> None:
        """Record the single part phrases that step sentences brought in
        (:data:`STEP_PARTS`, collected by :meth:`_brought_in_parts` in ``self._step_pending``
        as (sentence index, span, whole)) as parts (rule ``component-step``) when they come
        from two or more step sentences: one step with a part among steps that do other things
        ("First, X introduces a zorb structure. Second, we design a plonk module ...") is read
        as a design detail, as a single brought-in phrase is. Empties the list."""
        pending, self._step_pending = self.__dict__.get("_step_pending", []), []
        if len({si for si, _, _ in pending}) < 2:
            return
        for _, n, whole in pending:
            before = len(self.proposed)
            self._add_component(n, whole, "component-step")
            if STEP_PART_LOG is not None and len(self.proposed) > before:
                STEP_PART_LOG.append((self._span_text(n), self._text(whole)))

    def _enumerated_makeup_parts(self, si: int, sent: Span) -> None:
        """Rule ``component-counted`` for an enumerated list after a verb of make-up
        (:data:`ENUMERATED_MAKEUP_PARTS`): "Zorbo features (i) a plonk accumulation mechanism
        that ..., and (ii) a blip step size ...", "Our framework incorporates two novel ideas:
        (i) zorb-aware plonk quantization, which ...; and (ii) ...", "Our key contributions
        include: (1) a zorb-oriented plonk design that ...".

        The list's first bracket ("(i)", "(1)", "1)", "i)", "(a)") must follow the verb of
        :data:`_MAKEUP_LEADS` within eight tokens, across only "of", ":", ",", "the
        following", a count word and adjectives or nouns (the counted noun: "two novel ideas";
        not stages, phases or steps, :attr:`_STEP_NOUNS`: a process's steps name what is done),
        after the main proposal's start, in a sentence that neither compares nor cites
        (:meth:`_main_part_sentence_keys`) and holds no background cue. The verb's subject is
        a proposal's name right before it (:meth:`_contain_subject`; not a name elsewhere in
        the sentence: "The key designs of Zorbo include (1) ..." is left alone, dev45's gold),
        "our" method noun (:meth:`_own_descriptor_subject`), or, before "include(s)", "our"
        contributions (:data:`_MAKEUP_SUBJECT_NOUNS`) or "our" method noun. The items are then read by
        :meth:`_counted_lowercase_parts` (lower case, two words or more, past "a" / "an" /
        "the", no vocabulary term); names in the items are left to the enumeration rule of
        :meth:`components`."""
        if ")" not in self.words[sent.start:sent.end]:
            return  # (work avoided, session 60: every enumeration bracket closes with ")")
        if self.main is None or self._main_part_sentence_keys(sent) is None:
            return
        low, words, pos = self.lower, self.words, self.pos
        lo, hi = sent.start, sent.end
        if any(low[k] in L.BACKGROUND_CUES for k in range(lo, hi)):
            return
        for m in range(lo + 1, hi - 2):
            if not self._opens_enumeration(m, hi) or low[m + (1 if words[m] == "(" else 0)] not in ("i", "1", "a"):
                continue
            if self.idx[m] < self.main.start:
                continue
            v = m - 1
            while v > lo and m - v <= 8 and (low[v] in ("of", ":", ",", "the", "following") or low[v] in _PART_COUNTS
                                             or pos[v] in ("ADJ", "NOUN") and low[v] not in _MAKEUP_LEADS):
                v -= 1
            if low[v] not in _MAKEUP_LEADS or pos[v] not in ("VERB", "AUX"):
                continue
            if any(_singular(low[y]) in self._STEP_NOUNS for y in range(v + 1, m)):
                continue  # "consists of three stages: (i) pre-training X, (ii) ...": what a process does
            whole = self._contain_subject(v)
            if whole is None and self._own_descriptor_subject(v):
                whole = self.main  # "our framework incorporates two ideas: (i) ..."
            if whole is None and low[v] in _EXAMPLE_VERBS and v - 1 > lo and (
                    low[v - 1] in _MAKEUP_SUBJECT_NOUNS or _singular(low[v - 1]) in L.METHOD_DESCRIPTOR_HEADS) \
                    and any(low[y] == "our" for y in range(max(lo, v - 4), v - 1)):
                whole = self.main  # "our key contributions include: (i) ...", "our solution includes ..."
            if whole is None:
                continue
            before = len(self.proposed)
            self._counted_lowercase_parts(m, hi, whole)
            if ENUMERATED_MAKEUP_PART_LOG is not None:
                ENUMERATED_MAKEUP_PART_LOG.extend((self._text(c), self._text(whole)) for c in self.proposed[before:])
            return

    def _role_noun_parts(self, si: int, sent: Span) -> None:
        """Rule ``component-role-noun`` (:data:`ROLE_NOUN_PARTS`): "ZorbNet employs a
        Constructor to find plonk edges, and a Weighter to score each edge".

        A finite verb of :data:`_ROLE_LEAD_VERBS` whose subject is "we", "our" method noun or
        the main proposal's name (:meth:`_brought_subject`), or a proposal's name
        (:meth:`_contain_subject`), in a sentence from the main proposal's on that neither
        compares nor cites (:meth:`_main_part_sentence_keys`) and holds no background cue;
        up to ";" or the sentence's end, every word right after "a" / "an" / "the" that is
        capitalised and otherwise lower case, alphabetic, of five letters or more, ending in
        "er" / "or" and not followed by another noun or name is an item. Two or more items
        are parts of the proposal named before the verb, else of the main proposal; none
        that the method, dataset, metric or task vocabularies know."""
        if self.main is None or self._main_part_sentence_keys(sent) is None:
            return
        low, words, pos, tag = self.lower, self.words, self.pos, self.tag
        lo, hi = sent.start, sent.end
        if any(low[k] in L.BACKGROUND_CUES for k in range(lo, hi)):
            return
        for v in range(lo + 1, hi - 2):
            if low[v] not in _ROLE_LEAD_VERBS or pos[v] not in ("VERB", "AUX") or tag[v] not in ("VBZ", "VBP", "VBD"):
                continue
            subject = self._contain_subject(v)
            if subject is None and not self._brought_subject(v, lo):
                continue
            end = next((y for y in range(v + 1, hi) if words[y] == ";"), hi)
            items = []
            for y in range(v + 2, end):
                w = words[y]
                if low[y - 1] not in ("a", "an", "the") or not (w[:1].isupper() and w[1:].islower() and w.isalpha()) \
                        or len(w) < 5 or not low[y].endswith(("er", "or")):
                    continue
                if y + 1 < end and (pos[y + 1] in ("NOUN", "PROPN") or words[y + 1] == "-"):
                    continue  # "a Zorb Transformer", "the Encoder-Decoder": a longer name
                key = _norm(w)
                if key in self.method_gaz_keys or key in self.dataset_gaz_keys or key in self.metric_gaz_keys \
                        or key in self.task_gaz_keys:
                    continue
                items.append(y)
            if len(items) < 2:
                continue
            whole = subject or self._proposed_in_sentence(si, self.idx[v]) or self.main
            for y in items:
                before = len(self.proposed)
                self._add_component(self.doc[y:y + 1], whole, "component-role-noun")
                if ROLE_NOUN_PART_LOG is not None and len(self.proposed) > before:
                    ROLE_NOUN_PART_LOG.append((words[y], self._text(whole)))
            return

    #: Words that may stand before the step word of a step sentence ("Specifically, we first").
    _STEP_LEAD = frozenset("specifically concretely in particular , we".split())

    def _step_sentences(self) -> frozenset:
        """The indices of the step sentences after the main proposal's sentence
        (:data:`STEP_PARTS`): sentences whose opening words, past "Specifically" / "Concretely"
        / "In particular" / "," / "we" (:data:`_STEP_LEAD`), give an ordinal step word of
        :data:`_STEP_OPENERS` ("First, we ...", "Specifically, we first design ...", "Then,
        we ..."). Empty unless two or more such sentences follow the main proposal's and one
        of them opens with "first" / "firstly" (a run of steps, not a lone "Then, we
        evaluate"). Computed once per abstract.

        Returns:
            A frozenset of sentence indices (into ``self.sents``)."""
        cached = getattr(self, "_step_sents_cache", None)
        if cached is not None:
            return cached
        found, first = set(), False
        if self.main_sent is not None:
            for si in range(self.main_sent + 1, len(self.sents)):
                sent = self.sents[si]
                x = sent.start
                while x < min(sent.end, sent.start + 5) and self.lower[x] in self._STEP_LEAD:
                    x += 1
                if x < sent.end and self.lower[x] in _STEP_OPENERS:
                    found.add(si)
                    first = first or self.lower[x] in ("first", "firstly")
        result = frozenset(found) if first and len(found) >= 2 else frozenset()
        self._step_sents_cache = result
        return result

    #: Verbs of being made of whose object list :meth:`_contain_list_parts` reads (finite
    #: forms; "composed" / "comprised" after "is" / "are"; "consist(s)" before "of").
    _LIST_CONTAIN_VERBS = frozenset(
        """comprise comprises consist consists incorporate incorporates integrate integrates
        combine combines composed comprised contain contains include includes encompass
        encompasses""".split())
    #: Words that may open a short phrase after an item with an article, before the next item
    #: ("a zorb encoder for speaker adaptation and a plonk decoder for synthesis").
    _ITEM_TAIL_OPENERS = frozenset({"for", "with", "of", "in", "on"})
    #: Words after a part list that end it at a clause or purpose boundary.
    _LIST_AFTER = frozenset({".", ",", ";", ":", "to", "for", "that", "which", "in", "into", "with", "via",
                             "through", "by", "(", "where", "while"})

    def _list_subject(self, v: int) -> Optional[_Cand]:
        """The proposal (a Method of ``self.proposed``) whose name, or one of its aliases,
        ends right before the verb at ``v`` (:meth:`_contain_list_parts`): past "is" / "are"
        before a participle, adverbs (:data:`_SUBJECT_ADVERBS`), "which" / "that" / a comma,
        and one method descriptor noun after the name ("the Zorbo approach, which combines
        ..."), or an indefinite appositive of such a noun after the name and a comma ("Zorbo,
        a novel method that consists of ..."); a bracketed short form's closing bracket counts
        as the name's end. None when no proposal stands there."""
        low, words, pos, idx = self.lower, self.words, self.pos, self.idx
        lo = self.sents[self.tok_sent[v]].start
        k = v - 1
        if low[v] in ("composed", "comprised"):
            if k <= lo or low[k] not in ("is", "are"):
                return None
            k -= 1
        while k > lo and (low[k] in self._CONTAIN_SUBJECT_GAP or low[k] in self._SUBJECT_ADVERBS):
            k -= 1
        if k > lo and pos[k] == "NOUN" and words[k].islower() and _singular(low[k]) in L.METHOD_DESCRIPTOR_HEADS:
            k -= 1  # "the Zorbo approach, which ..."
            j = k
            while j > lo and j > k - 6 and (words[j] == "-" or words[j].islower() and pos[j] in ("ADJ", "NOUN", "VERB")):
                j -= 1
            if j > lo + 1 and low[j] in ("a", "an") and words[j - 1] == ",":
                k = j - 2  # "Zorbo, a novel method that consists of ...": the appositive's name
        if k < lo:
            return None
        ends = {idx[k] + len(words[k])}
        if words[k] == ")" and k > lo:
            ends |= {idx[k - 1] + len(words[k - 1])}  # "Zorbo (ZB) comprises": the short form
            j = k - 1
            while j > lo and words[j] != "(":
                j -= 1
            if j > lo:
                ends.add(idx[j - 1] + len(words[j - 1]))  # or the long form before the bracket
        for c in self.proposed:
            if c.etype != "Method":
                continue
            for sp in [c] + list(c.aliases):
                t = self._text(sp)
                if any(e >= len(t) and self.text[e - len(t):e] == t and (e == len(t) or not self.text[e - len(t) - 1].isalnum())
                       for e in ends):
                    return c  # (this mention or a later one of the same name)
        return None

    def _descriptor_list_subject(self, v: int) -> Optional[_Cand]:
        """The main proposal when the verb of being made of at token ``v`` ("composed",
        "comprised", "consist(s)") has as its subject the unnamed descriptor that "we" propose
        (:data:`COMPOSED_DESCRIPTOR_PARTS`): right before the verb (past "is" / "are", "which" /
        "that" / a comma) stands a lower-case phrase of up to five adjectives, nouns, participles
        and hyphens ending in a method descriptor noun (:data:`~kg.extract.lexicon.METHOD_DESCRIPTOR_HEADS`),
        after "a" / "an" right after a contribution verb (:data:`_BROUGHT_PART_VERBS`) whose
        subject is "we" ("we propose a novel zorb compression framework composed of ...").
        None otherwise (also when no main proposal is known)."""
        low, words, pos = self.lower, self.words, self.pos
        lo = self.sents[self.tok_sent[v]].start
        k = v - 1
        if low[v] in ("composed", "comprised") and k > lo and low[k] in ("is", "are"):
            k -= 1  # ("a framework that is composed of"; or a reduced relative: "a framework composed of")
        while k > lo and low[k] in ("that", "which", ","):
            k -= 1
        if k <= lo or pos[k] != "NOUN" or not words[k].islower() or _singular(low[k]) not in L.METHOD_DESCRIPTOR_HEADS:
            return None
        j = k - 1
        while j > lo and k - j <= 5 and (words[j] == "-" or words[j].islower() and (
                pos[j] in ("ADJ", "NOUN") or self.tag[j] in ("VBG", "VBN"))):
            j -= 1
        if j <= lo or low[j] not in ("a", "an") or low[j - 1] not in _BROUGHT_PART_VERBS \
                or not self._brought_subject(j - 1, lo):
            return None
        return self.main

    def _lower_item_end(self, x: int, hi: int) -> int:
        """The end (exclusive) of a lower-case noun phrase item that starts at token ``x``
        (:meth:`_contain_list_parts`): up to five lower-case adjectives, nouns, hyphens and
        "-ed" / "-ing" words before a noun; ``x`` when no such phrase ending in a noun
        starts there."""
        words, pos, tag = self.words, self.pos, self.tag
        b, last_noun = x, x
        while b < hi and b - x < 7 and (words[b] == "-" or words[b].islower() and (
                pos[b] in ("ADJ", "NOUN") or tag[b] in ("VBN", "VBG") and b + 1 < hi
                and (words[b + 1] == "-" or pos[b + 1] in ("NOUN", "ADJ")))):
            if pos[b] == "NOUN" and words[b] != "-":
                last_noun = b + 1
            b += 1
        if last_noun == x or b != last_noun:
            return x  # no noun, or the phrase runs on past its last noun in a way we cannot read
        return last_noun

    def _name_spells_slots(self, whole: _Cand, ends: list) -> bool:
        """Whether the last word of an item (items ending at the tokens ``ends``) is a word of
        a name of ``whole`` that has two or more words (:data:`MADE_OF_SLOTS_NOT_PARTS`, as
        :meth:`_whole_names_slots` for the main proposal): "ZoED (Zorb Encoder-Decoder)
        consists of a zorb encoder and a plonk decoder" fills the slots its name spells."""
        words = set()
        for a in [whole] + list(whole.aliases):
            parts = [w for w in re.split(r"[\s\-]+", self._text(a).lower()) if w]
            if len(parts) >= 2:
                words.update(_singular(w) for w in parts)
        pair = self._pair_of(whole.start, whole.end)
        if pair is not None:
            for a, b in pair[:2]:
                parts = [w for w in re.split(r"[\s\-]+", self.text[a:b].lower()) if w]
                if len(parts) >= 2:
                    words.update(_singular(w) for w in parts)
        return any(_singular(self.lower[e - 1]) in words for e in ends)

    def _item_tail_end(self, y: int, hi: int) -> int:
        """The end of a short phrase that opens at token ``y`` with a word of
        :data:`_ITEM_TAIL_OPENERS` after a list item (:meth:`_contain_list_parts`): the next
        "and" / "," right before "a" / "an" (the next item), within 15 tokens and past no
        verb, bracket, colon or semicolon. ``y`` when there is none: the phrase does
        not lead to another item."""
        low, words, tag = self.lower, self.words, self.tag
        if y >= hi or low[y] not in self._ITEM_TAIL_OPENERS:
            return y
        for z in range(y + 1, min(hi, y + 16)):
            if words[z] in ("(", ")", ":", ";") or self.pos[z] in ("VERB", "AUX"):
                return y  # ("a zorb detector to detect regions ... and a ...": a clause, no short phrase)
            if low[z] in (",", "and") and z + 1 < hi and (low[z + 1] in ("a", "an") or low[z + 1] == "and"
                                                         and z + 2 < hi and low[z + 2] in ("a", "an")):
                return z
        return y

    def _relative_tail_end(self, y: int, hi: int) -> int:
        """The end of a relative clause that opens at token ``y`` with "that" / "which" after a
        list item with an article (:data:`RELATIVE_ITEM_TAILS`, :meth:`_contain_list_parts`):
        the next comma right before "a" / "an" or "and a" / "and an" (the next item), within
        25 tokens and past no bracket, colon or semicolon ("a zorb encoder that models the
        shape of each galaxy, and a plonk decoder"). ``y`` when there is none: the clause
        does not lead to another item (a comma is needed; "a module that fuses X and a Y"
        may list what the clause acts on).

        Args:
            y: token index of "that" / "which". hi: end (exclusive) of the sentence.
        Returns:
            The token index of that comma, or ``y``.
        """
        low, words = self.lower, self.words
        if y >= hi or low[y] not in ("that", "which"):
            return y
        for z in range(y + 1, min(hi, y + 26)):
            if words[z] in ("(", ")", ":", ";"):
                return y
            if words[z] == "," and z + 1 < hi and (low[z + 1] in ("a", "an") or low[z + 1] == "and"
                                                   and z + 2 < hi and low[z + 2] in ("a", "an")):
                return z
        return y

    def _contain_list_parts(self, si: int, sent: Span) -> None:
        """Rule ``component-contain-list`` (:data:`CONTAIN_LIST_PARTS`): "Zorbo incorporates a
        zorb model, a plonk sampler, and a blip model", "Zorbo consists of a zorb encoder and
        a plonk decoder", "the Zorbo approach, which combines hierarchical gating and sparse
        routing". The verb is one of :data:`_LIST_CONTAIN_VERBS` and its subject a proposal's
        name (:meth:`_list_subject`). Its object is two or more items joined by ",", "and",
        ", and" or "as well as", each an article ("a", "an", "the") and a lower-case noun
        phrase of one to five words (:meth:`_lower_item_end`), or all such phrases without
        one ("a zorb partition and plonk module": one article over joined nouns, no list); an
        item with an article may carry a short phrase before the next one ("a zorb encoder
        for speaker adaptation and a plonk decoder", :meth:`_item_tail_end`); the
        last two items are joined by "and" or "as well as" (a comma alone joins adjectives:
        "a single-stage, non-autoregressive decoder"), every item's head is singular
        ("separated zorb and plonk layers" share one plural head; "integrates text features
        and a zorb encoder", "incorporates triangle methods and a plonk network" list what
        the proposal reads or uses), and the list ends the
        sentence or stands before a clause or purpose word (:data:`_LIST_AFTER`); a lone
        word counts only as a part head of :data:`_VERB_PART_HEADS` ("an encoder"). An item
        is skipped when its modifiers are all vague or mark a given model ("a
        pretrained encoder"), it names data, a task, a dataset or a metric, or, without an
        article, the method vocabularies know it ("combines contrastive learning and
        distillation": methods it uses, not parts). Not in a sentence that cites or
        compares, and not when an item's last word is a word of the subject's own name of two
        or more words (:data:`MADE_OF_SLOTS_NOT_PARTS`, :meth:`_name_spells_slots`). Each item
        left becomes a part (:meth:`_add_component`) of the subject.

        Motivation: a proposal said to be made of several things names its parts; the
        existing contain rule reads only name-shaped spans (eval README calls: "lower-case
        parts listed as components count")."""
        if self._main_part_sentence_keys(sent) is None:
            return
        low, words, pos = self.lower, self.words, self.pos
        lo, hi = sent.start, sent.end
        for v in range(lo + 1, hi - 3):
            if low[v] not in self._LIST_CONTAIN_VERBS or pos[v] not in ("VERB", "AUX"):
                continue
            whole = self._list_subject(v)
            made_of = low[v] in ("consist", "consists", "composed", "comprised")
            if whole is None and COMPOSED_DESCRIPTOR_PARTS and made_of and si == self.main_sent:
                whole = self._descriptor_list_subject(v)
            if whole is None:
                continue
            a = v + 1
            if made_of:
                if low[a] != "of":
                    continue
                a += 1
            if a < hi and low[a] == "both":
                a += 1
            items = []  # (article?, start, end)
            gaps: list = []  # the words before each item (none before the first)
            gap: list = []
            x = a
            while x < hi:
                art = low[x] in ("a", "an", "the")
                s_ = x + 1 if art else x
                if RELATIVE_ITEM_TAILS and art and s_ + 2 < hi and pos[s_] == "ADV" and words[s_].islower() \
                        and self.tag[s_ + 1] == "VBN":
                    s_ += 2  # "a theoretically grounded zorb module": the part without its description
                e_ = self._lower_item_end(s_, hi)
                if e_ == s_:
                    break
                items.append((art, s_, e_))
                gaps.append(gap)
                gap = []
                y = e_
                if art and y < hi and low[y] in self._ITEM_TAIL_OPENERS:
                    y = self._item_tail_end(y, hi)  # "a zorb encoder for speaker adaptation, and a ..."
                elif RELATIVE_ITEM_TAILS and art and y < hi and low[y] in ("that", "which"):
                    y = self._relative_tail_end(y, hi)  # "a zorb encoder that models ..., and a ..."
                while y < hi and low[y] in (",", "and", "as", "well") and len(gap) < 4:
                    gap.append(low[y])
                    y += 1
                if gap not in ([","], ["and"], [",", "and"], ["as", "well", "as"], [",", "as", "well", "as"]):
                    break
                x = y
            if len(items) < 2 or "and" not in gaps[-1] and "as" not in gaps[-1]:
                continue  # ("comprised of a single-stage, non-autoregressive transformer": adjectives)
            mixed = COMPOSED_DESCRIPTOR_PARTS and made_of and any(art for art, _, _ in items) and all(
                art or _singular(low[e_ - 1]) != low[e_ - 1] and e_ - s_ >= 2 for art, s_, e_ in items)
            # ("composed of independent encoders and a joint decoder": each bare item a plural of its own)
            if any(_singular(low[e_ - 1]) != low[e_ - 1] for art, _, e_ in items if not (mixed and not art)):
                continue  # "separated communication and learning layers" (a shared plural head),
                # "incorporates graph-based triangle methods and a zorb network" (kinds it uses)
            if len({art for art, _, _ in items}) > 1 and not mixed:
                continue  # "a zorb partition and plonk module": one article over joined nouns, no list
            end = items[-1][2]
            if end < hi and low[end] not in self._LIST_AFTER and not (
                    RELATIVE_ITEM_TAILS and self.tag[end] in ("VBN", "VBG") and words[end].islower()):
                continue  # the last item runs on ("... and a plonk model predicts"): no clean list
                # (a participle opens a modifier of the last item: "and a plonk module guided by ...")
            if MADE_OF_SLOTS_NOT_PARTS and self._name_spells_slots(whole, [e_ for _, _, e_ in items]):
                continue  # "ZoED (Zorb Encoder-Decoder) consists of a zorb encoder and a plonk decoder"
            for art, s_, e_ in items:
                head = low[e_ - 1]
                if head in _PART_DATA_HEADS:
                    continue
                if e_ - s_ == 1 and head not in self._VERB_PART_HEADS:
                    continue
                mods = [low[y] for y in range(s_, e_ - 1) if low[y] != "-"]
                if mods and all(m in self._COORD_VAGUE or m in L.EVALUATIVE for m in mods) \
                        or any(m in _USED_MODEL_MARKS or m in _ESTABLISHED_MARKS for m in mods):
                    continue
                n = self.doc[s_:e_]
                key = _norm(self._span_text(n))
                if key in self.metric_gaz_keys or key in self.dataset_gaz_keys or key in self.task_gaz_keys:
                    continue
                if not art and (key in self.method_gaz_keys or key in technique_keys()):
                    continue
                before = len(self.proposed)
                self._add_component(n, whole, "component-contain-list")
                if CONTAIN_LIST_PART_LOG is not None and len(self.proposed) > before:
                    CONTAIN_LIST_PART_LOG.append((self._span_text(n), self._text(whole)))

    #: Text between two emphasised phrases of one list (:meth:`_emphasised_parts`): a comma,
    #: "and" / "or", or both ("*A*, *B*, and *C*", "*A* and *B*").
    _EMPH_LIST_GAP = re.compile(r"\s*(?:,\s*)?(?:(?:and|or)\s+)?(?:the\s+)?", re.I)

    #: Words right before an emphasised part of :meth:`_emphasised_parts` (past its adjectives):
    #: an article or "our", a preposition of means, a colon, or a naming verb.
    _EMPH_PART_SLOTS = frozenset("a an the our with using via through : called termed named dubbed".split())

    def _emphasis_slot(self, i: int, lo: int) -> bool:
        """Whether the emphasised phrase at token ``i`` stands where a part is brought in
        (:meth:`_emphasised_parts`): past adjectives, adverbs and "and" / "," between them, the word
        before it (from token ``lo`` on) is one of :data:`_EMPH_PART_SLOTS` ("with *X*", "a highly
        reusable *X*", "our *X* technique", "three components: *X*, ..."); "the" only after "with" /
        "using" / "via" / "through" ("by redesigning the *X* technique", "based on the *X*": what the
        method builds on), "a" / "an" not after "as" ("positioning Y as a *X*": a role)."""
        k = i - 1
        while k > lo and (self.pos[k] in ("ADJ", "ADV") or self.lower[k] == "and" and self.pos[k - 1] == "ADJ"
                          or self.words[k] == "," and self.pos[k - 1] == "ADJ"):
            k -= 1
        if k < lo or self.lower[k] not in self._EMPH_PART_SLOTS:
            return False
        if self.lower[k] == "the":  # "using the *X*"; not "based on the publicly available *X*"
            return k > lo and self.lower[k - 1] in ("with", "using", "via", "through")
        if self.lower[k] in ("a", "an"):  # not "positioning X as a potential *universal encoder*"
            return not (k > lo and self.lower[k - 1] == "as")
        return True

    def _emphasised_parts(self, si: int, sent: Span) -> None:
        """Rule ``component-emphasised-part`` (:data:`EMPHASISED_PARTS`): the emphasised noun
        phrases of sentence ``si`` that come after the main proposal's mention and that the
        sentence ties to it are its parts.

        A phrase (an emphasis range of ``doc._.paperkg_emphasis`` that covers whole tokens, one to
        six) qualifies when it holds no determiner, pronoun, auxiliary, conjunction, preposition,
        number, finite verb (a past form before a noun counts as a participle: "*batched
        verification*") or punctuation but a hyphen or slash; it ends in a singular noun (or an
        "-ing" word, or a rare word the tagger reads as an adverb, after a noun or adjective); it is
        no single capitalised or all-capital word (a name the name rules read), and a single
        lower-case word only as one of a list of three or more ("*recaller*, *scorer*, and
        *selector*"); it ends in no result word (:data:`_EMPH_RESULT_HEADS`: "an *exponential
        rate*"), problem or setting noun, and the word after it is no noun, adjective or number (a
        modifier: "a *plonk-free* solver"), a part noun of :data:`_EMPH_PART_HEADS` excepted; it is
        no known method, technique, task, dataset or metric; the sentence holds no background cue
        (:data:`~kg.extract.lexicon.BACKGROUND_CUES`); and the first phrase of its list stands
        where a part is brought in (:meth:`_emphasis_slot`: "with *X*", "a reusable *X*", "our *X*",
        ": *X*"). The sentence ties it to the main proposal when a name of the main proposal (or an
        alias), not itself emphasised, stands before it in the sentence, "our" stands right before
        it (past adjectives), or it is one of two or more emphasised phrases joined by commas /
        "and" / "or" in a sentence where "we" / "our" comes before it. Each is added by
        :meth:`_add_component` (a proposed method, part of the main proposal)."""
        spans = self.doc._.paperkg_emphasis if self.doc.has_extension("paperkg_emphasis") else None
        if not spans or self.main is None:
            return
        doc, low, pos, tag, words = self.doc, self.lower, self.pos, self.tag, self.words
        lo_c, hi_c = sent.start_char, sent.end_char
        inside = [(a, b) for a, b in spans if lo_c <= a and b <= hi_c and a >= self.main.end]
        if not inside:
            return
        if any(low[k] in L.BACKGROUND_CUES for k in range(sent.start, sent.end)):
            return
        forms = {self._text(x) for x in [self.main] + list(self.main.aliases)}
        forms = [f for f in forms if f]
        # lists of emphasised phrases: each phrase -> (the list's first phrase, the list's size)
        groups = [[inside[0]]]
        for (a1, b1), (a2, b2) in zip(inside, inside[1:]):
            if self._EMPH_LIST_GAP.fullmatch(self.text[b1:a2]):
                groups[-1].append((a2, b2))
            else:
                groups.append([(a2, b2)])
        head_of = {sp: (g[0], len(g)) for g in groups for sp in g}
        emph_chars = [(a, b) for a, b in spans]
        for a, b in inside:
            n = doc.char_span(a, b)
            if n is None or not 1 <= len(n) <= 6:
                continue
            i, j = n.start, n.end
            if any(pos[k] in ("DET", "PRON", "AUX", "CCONJ", "SCONJ", "PART", "ADP", "NUM")
                   or pos[k] == "PUNCT" and words[k] not in "-/"
                   or tag[k] in ("VBZ", "VBP", "MD")
                   or tag[k] == "VBD" and (k == j - 1 or pos[k + 1] not in ("NOUN", "PROPN")) for k in range(i, j)):
                continue  # (a past form inside may be a participle: "*batched verification*")
            if not (tag[j - 1].startswith("NN") or pos[j - 1] in ("NOUN", "PROPN") or j - i >= 2 and tag[j - 1] == "VBG"
                    or j - i >= 2 and pos[j - 1] == "ADV" and words[j - 1].isalpha() and words[j - 1].islower()
                    and not words[j - 1].endswith("ly") and pos[j - 2] in ("NOUN", "ADJ")):
                continue  # (a rare last noun the tagger reads as an adverb: "*zorb datastore*")
            if j - i == 1 and not words[i].islower():
                continue  # "*ZorbNet*", "*RL*": a name the name rules read
            first, size = head_of[(a, b)]
            if j - i == 1 and size < 3:
                continue  # "on *atari*", "foster *collaboration* and *competition*": lone words
            if low[j - 1] in _EMPH_RESULT_HEADS:
                continue  # "at an *exponential rate*": a result, no part
            if tag[j - 1] in ("NNS", "NNPS"):
                continue  # "isolating *outlier weights*", "two *new subclasses*": things acted on
            lead = doc.char_span(*first)
            if lead is None or not self._emphasis_slot(lead.start, sent.start):
                continue  # "compute *O-information*", "by *zorb learning*": no part brought in
            if j < len(doc) and pos[j] in ("NOUN", "PROPN", "ADJ", "NUM") and low[j] not in _EMPH_PART_HEADS:
                continue  # "a *model-free* solver": a modifier
            if low[j - 1] in self._EMPH_SETTINGS or _singular(low[j - 1]) in _PROBLEM_NOUNS \
                    or j < len(doc) and _singular(low[j]) in _PROBLEM_NOUNS | self._EMPH_SETTINGS:
                continue  # "*zorb plonk* problems": a task
            key = _norm(self._span_text(n))
            if key in self.method_gaz_keys or key in technique_keys() or key in _pwc_keys("task") \
                    or key in self.dataset_gaz_keys or key in self.metric_gaz_keys or key in self.task_gaz_keys:
                continue
            before = self.text[lo_c:a]
            tied = any(not any(ea <= lo_c + m.start() < eb for ea, eb in emph_chars)
                       for f in forms for m in _whole_word_re(f).finditer(before))
            if not tied:
                k = i - 1
                while k > sent.start and pos[k] == "ADJ":
                    k -= 1
                tied = k >= sent.start and low[k] == "our"
            if not tied and size >= 2:
                tied = any(low[k] in ("we", "our") for k in range(sent.start, i))
            if not tied:
                continue
            count = len(self.proposed)
            self._add_component(n, self.main, "component-emphasised-part")
            if EMPHASISED_PART_LOG is not None and len(self.proposed) > count:
                EMPHASISED_PART_LOG.append((self._span_text(n), self._text(self.main)))

    def _included_item_end(self, x: int, hi: int) -> int:
        """The end (exclusive) of an item of :meth:`_included_parts` that opens at token ``x``
        (past its article): up to six lower-case adjectives, nouns, participles, hyphens and
        dimension tags ("3D"), ending in a noun; ``x`` when none ends in a noun there."""
        words, pos, tag = self.words, self.pos, self.tag
        b, last = x, x
        while b < hi and b - x < 6 and (words[b] == "-" or _DIMENSION_RE.match(words[b]) or words[b].islower() and (
                pos[b] in ("ADJ", "NOUN") or tag[b] in ("VBN", "VBG", "VBD") and b + 1 < hi
                and (words[b + 1] == "-" or pos[b + 1] in ("NOUN", "ADJ")))):
            if pos[b] == "NOUN" and words[b] != "-":
                last = b + 1
            b += 1
        return last if b == last else x

    def _spelled_targets(self) -> dict:
        """The capital letters a list of parts may spell, each with its proposal
        (:data:`ACRONYM_SPELLED_PARTS`): for each proposed Method name or alias without spaces
        and of at most twelve characters, its capitals when there are three or more ("DARE",
        "ZMP"), and the run of three or more capitals that ends or opens a mixed-case name
        ("FedZP" -> "ZP" is too short; "FedSTO" -> "STO", "ZORBnet" -> "ZORB")."""
        out: dict = {}
        for c in self.proposed:
            if c.etype != "Method":
                continue
            for sp in [c] + list(c.aliases):
                t = self._text(sp)
                if " " in t or len(t) > 12:
                    continue
                caps = "".join(ch for ch in t if ch.isupper())
                if len(caps) >= 3:
                    out.setdefault(caps, c)
                for m in (re.search(r"(?<=[a-z])[A-Z]{3,}$", t), re.match(r"^[A-Z]{3,}(?=[a-z])", t)):
                    if m is not None:
                        out.setdefault(m.group(0), c)
        return out

    def _spelled_item_end(self, x: int, hi: int) -> int:
        """End (exclusive) of an item of a spelled list that opens with the capitalised word
        at token ``x`` (:meth:`_acronym_spelled_parts`): the word, then the noun phrase after it
        as :meth:`_part_phrase_end` reads one ("Orthogonally enhanced full-parameter training"),
        cut back to its last noun; the word alone when no noun ends the phrase."""
        b = self._part_phrase_end(x, hi)
        while b > x + 1 and self.pos[b - 1] not in ("NOUN", "PROPN"):
            b -= 1
        return b

    @staticmethod
    def _spelled_word_ok(word: str) -> bool:
        """Whether a capitalised word of a spelled list's item may give its capitals
        (:meth:`_acronym_spelled_parts`): a word, not a short form or a coined name, so it has
        lower-case letters, at most two capitals, and no capital after a lower-case letter
        ("Divergence", "REfinement"; not "SSMs", "LLMs", "SEE", "ConvNets")."""
        letters = [ch for ch in word if ch.isalpha()]
        caps = sum(ch.isupper() for ch in letters)
        return caps <= 2 and caps < len(letters) and not re.search(r"[a-z][A-Z]", word)

    def _acronym_spelled_parts(self, si: int, sent: Span) -> None:
        """Rule ``component-spelled`` (:data:`ACRONYM_SPELLED_PARTS`): "we propose a novel
        method named *DARE*, featuring a three-stage training process: Divergence, Adaptation,
        and REfinement"; "FedSTO, a two-stage strategy encompassing Selective Training followed
        by Orthogonally enhanced full-parameter training".

        A list starts at a capitalised word that follows no capitalised word (not the
        sentence's first token); its items (:meth:`_spelled_item_end`; a bracketed short form
        after an item is skipped) are joined by ",", "and", ", and", "then" or "followed by",
        each opening with a capitalised word; every capitalised word of an item is a word, no
        short form or coined name (:meth:`_spelled_word_ok`: "LLMs, KGs and ..." of "LLM-KG",
        "SEE and Draw" of "SEED" spell nothing). When there are two or more items and the
        capitals they give (the leading capitals of each capitalised word, "REfinement" ->
        "RE"; or each item's first capital alone) spell a name of :meth:`_spelled_targets`,
        each item is a part (:meth:`_add_component`) of that name's proposal. Not when the
        list is the long form of an acronym definition: followed by a bracket, or written
        inside one of the proposal's names.

        Motivation: the capitals spelling the name tie the listed items to the proposal by
        construction, so the list needs no verb of being made of (eval README calls of dev106
        / dev107; dev75's MMM with its three "Multi-" parts)."""
        targets = self._spelled_targets()
        if not targets:
            return
        words, low = self.words, self.lower
        lo, hi = sent.start, sent.end
        x = lo + 1
        while x < hi - 2:
            if not (words[x][:1].isupper() and words[x][:1].isalpha()) or words[x - 1][:1].isupper():
                x += 1
                continue
            items, y = [], x
            while y < hi and words[y][:1].isupper() and words[y][:1].isalpha():
                b = self._spelled_item_end(y, hi)
                items.append((y, b))
                if b + 2 < hi and words[b] == "(" and words[b + 2] == ")":
                    b += 3  # "Zorb Training (ZT), ...": past the short form
                z = b
                while z < hi and (low[z] in (",", "and", "then") or low[z] == "followed" and z + 1 < hi
                                  and low[z + 1] == "by"):
                    z += 2 if low[z] == "followed" else 1
                if z == b:
                    break
                y = z
            end = items[-1][1]
            shaped = all(self._spelled_word_ok(words[t]) for a, b in items for t in range(a, b)
                         if words[t][:1].isupper())
            if len(items) >= 2 and shaped and not (end < hi and words[end] == "("):
                spelled = ["".join(re.match(r"[A-Z]*", words[t]).group(0) for t in range(a, b)
                                   if words[t][:1].isupper()) for a, b in items]
                firsts = "".join(sp[:1] for sp in spelled)
                whole = targets.get("".join(spelled)) or targets.get(firsts)
                listed = self.text[self.idx[items[0][0]]:self.idx[end - 1] + len(words[end - 1])]
                if whole is not None and all(spelled) and not any(
                        listed in self._text(sp) for sp in [whole] + list(whole.aliases)):
                    for a, b in items:
                        n = self.doc[a:b]
                        before = len(self.proposed)
                        self._add_component(n, whole, "component-spelled")
                        if ACRONYM_SPELLED_PART_LOG is not None and len(self.proposed) > before:
                            ACRONYM_SPELLED_PART_LOG.append((self._span_text(n), self._text(whole)))
                    x = end
                    continue
            x += 1

    def _included_parts(self, si: int, sent: Span) -> None:
        """Rule ``component-included`` (:data:`INCLUDED_PARTS`): "ZorbNet introduces several
        systems optimizations, including zorb prefetch scheduling and asynchronous plonk
        checking", "we propose several strategies to cut its cost, including a crafted plonk
        sampling strategy, a 3D zorb extractor, and an enhanced training scheme".

        "including" / "such as" after the main proposal's first mention, with a comma before it,
        closes (within fourteen tokens back, no verb of its own but infinitive purpose clauses)
        a plural part noun of :data:`_INCLUDED_PART_NOUNS` whose phrase a count word of
        :data:`_INCLUDED_PART_COUNTS` opens (at most three modifiers between), right after a verb of
        :data:`_INCLUDED_PART_VERBS` (maybe past "further" / "also"); the verb's subject is "we"
        (before it in the sentence) or a name of the main proposal. The items are read by
        :meth:`_included_item_end` past an article, joined by ",", "and" or ", and"; the list
        must have two or more items and end at the sentence's end or a punctuation mark. Each item of two or
        more words that is no known method, technique, task or dataset is added as a part of the
        main proposal by :meth:`_add_component`."""
        if self.main is None:
            return
        low, words, pos, tag, idx = self.lower, self.words, self.pos, self.tag, self.idx
        lo, hi = sent.start, sent.end
        forms = [f for f in {self._text(x) for x in [self.main] + list(self.main.aliases)} if f]
        for x in range(lo + 3, hi - 1):
            if idx[x] < self.main.end:
                continue
            if low[x] == "including":
                first = x + 1
            elif low[x] == "such" and low[x + 1] == "as":
                first = x + 2
            else:
                continue
            if words[x - 1] != ",":
                continue
            # the counted part noun before the comma
            p = None
            for k in range(x - 2, max(lo, x - 15), -1):
                if low[k] in _INCLUDED_PART_NOUNS and pos[k] == "NOUN":
                    p = k
                    break
            if p is None:
                continue
            if any(pos[z] in ("VERB", "AUX") and tag[z] != "VB" and low[z - 1] != "to" for z in range(p + 1, x - 1)):
                continue  # ("several modules that are trained ..., including": a clause of its own)
            c = p - 1
            while c > lo and p - c <= 4 and low[c] not in _INCLUDED_PART_COUNTS:
                if pos[c] not in ("ADJ", "NOUN", "PROPN") and words[c] != "-":
                    break
                c -= 1
            if low[c] not in _INCLUDED_PART_COUNTS:
                continue
            v = c - 1
            while v > lo and low[v] in ("further", "also", "then", "additionally"):
                v -= 1
            if low[v] not in _INCLUDED_PART_VERBS:
                continue
            subject = any(low[z] == "we" for z in range(lo, v)) or any(
                _whole_word_re(f).search(self.text[sent.start_char:idx[v]])
                for f in forms)
            if not subject:
                continue
            items, y = [], first
            while y < hi:
                a = y + 1 if low[y] in ("a", "an", "the") else y
                e = self._included_item_end(a, hi)
                if e == a:
                    break
                items.append((a, e))
                y = e
                if y < hi and words[y] == ",":
                    y += 1
                if y < hi and low[y] == "and":
                    y += 1
                if y == e:
                    break
            if len(items) < 2 or not (items[-1][1] >= hi or pos[items[-1][1]] == "PUNCT"):
                continue
            for a, e in items:
                if e - a < 2:
                    continue  # "prefetching": a lone word, mostly an established technique
                n = Span(self.doc, a, e, label="NAMED")
                key = _norm(n.text)
                if key in self.method_gaz_keys or key in technique_keys() or key in _pwc_keys("task") \
                        or key in self.dataset_gaz_keys or key in self.task_gaz_keys \
                        or n.text.lower() in L.STANDALONE_TECHNIQUES:
                    continue
                size = len(self.proposed)
                self._add_component(n, self.main, "component-included")
                if INCLUDED_PART_LOG is not None and len(self.proposed) > size:
                    INCLUDED_PART_LOG.append((n.text, self._text(self.main)))

    def _coord_gap_ok(self, end: int, start: int) -> bool:
        """Whether only ",", "and", ", and" or "as well as" stand between an item ending at
        token ``end`` and the "a" / "an" at ``start`` (:meth:`_coordinated_head_parts`)."""
        gap = [self.lower[y] for y in range(end, start)]
        return gap in ([","], ["and"], [",", "and"], ["as", "well", "as"], [",", "as", "well", "as"])

    def _coord_items_parts(self, si: int, sent: Span, items: list) -> None:
        """Record the items of one coordinated list (token ranges after their article) as
        parts when a contribution / contain verb or a passive participle brings the list in
        (:meth:`_coordinated_head_parts`)."""
        low, pos = self.lower, self.pos
        first, last = items[0][0] - 1, items[-1][1]
        if any(low[k] in L.BACKGROUND_CUES for k in range(sent.start, sent.end)):
            return  # "prior methods introduce a X loss and a Y loss": someone else's parts
        whole = None
        cue = False
        v = next((y for y in range(first - 1, max(sent.start, first - 13) - 1, -1)
                  if pos[y] in ("VERB", "AUX") and low[y] not in ("is", "are", "be")), None)
        if v is not None and (low[v] in _PROPOSE_SET or low[v] in _CONTAIN_VERBS) and (
                any(low[y] in ("we", "our") for y in range(sent.start, v))
                or self._proposed_in_sentence(si, self.idx[v]) is not None):
            cue = True
            if low[v] in _CONTAIN_VERBS:
                whole = self._contain_subject(v) or self._proposed_in_sentence(si, self.idx[v])
        elif last + 1 < sent.end and low[last] == "are" and low[last + 1] in self._COORD_PASSIVE:
            cue = True
        if not cue:
            return
        whole = whole or self.main
        for a, b in items:
            mods = [low[y] for y in range(a, b - 1) if low[y] != "-"]
            if all(m in self._COORD_VAGUE or m in L.EVALUATIVE for m in mods):
                continue
            n = self.doc[a:b]
            key = _norm(self._span_text(n))
            if key in self.method_gaz_keys or key in technique_keys() or key in self.metric_gaz_keys:
                continue
            before = len(self.proposed)
            self._add_component(n, whole, "component-coordinated")
            if COORDINATED_HEAD_PART_LOG is not None and len(self.proposed) > before:
                COORDINATED_HEAD_PART_LOG.append((self._span_text(n), self._text(whole)))

    #: Counted nouns of a process's steps ("three stages: local training, aggregation and
    #: ..."): their lower-case items name what is done, no part.
    _STEP_NOUNS = frozenset({"stage", "phase", "step"})

    #: Parts of speech of the words of a lower-case part's noun phrase.
    _PART_PHRASE_POS = frozenset({"ADJ", "NOUN", "PROPN", "X"})

    def _counted_lowercase_parts(self, k: int, end: int, whole: _Cand) -> None:
        """The lower-case items of a counted part list (rule ``component-counted``, see
        :meth:`_counted_parts`): "two augmentation mechanisms, i.e., retrieval augmentation
        and self augmentation", "three key components: i) state abstraction, which ...,
        ii) ...".

        Args:
            k: first token of the list (after the colon / comma and "namely" / "i.e.").
            end: token index where the list ends (exclusive).
            whole: the proposal the parts belong to.

        An item starts at ``k``, after ",", ";", ":", "namely", or "and" right after a
        comma or another item; in a list enumerated with brackets ("i)", "(2)") only
        after a bracket ("1) recovering A, 2) learning B, C and D": B, C, D are what a
        step acts on). Its noun phrase is its run of adjectives, nouns and hyphens (any
        word between hyphens, "trajectory-as-exemplar prompting"; a participle before a
        noun or hyphen; a gerund after a noun, "wave pooling"; a number before a hyphen,
        "two-timescale"), at most six tokens, ending
        with a noun or such a gerund, followed by a list or clause boundary; written in
        lower case (capitalised items are names, read by :meth:`_counted_parts`), of at
        least two words, and no method, dataset, metric, task or technique of the
        vocabularies. An item opening with "a" / "an" ("two components: a zorb planner and a
        plonk critic", "(i) a zorb accumulation mechanism to ...") is read past its article
        (:data:`COUNTED_INDEFINITE_PARTS`, :data:`ENUMERATED_INDEFINITE_PARTS`; with the
        switches off it is skipped as a description); "the" and evaluative adjectives (:data:`~kg.extract.lexicon.EVALUATIVE`:
        "the novel X") are left out of the phrase. Lists counted in stages, phases or steps
        (:data:`_STEP_NOUNS`) name what a process does and are not read. The list's own
        count makes the phrases names of parts, as "two modules, namely A and B" does for
        names (session 34: the gold parts of dev53 and dev63; the refusals follow the gold's
        unmarked lists of dev11, dev23, dev24, dev27 and dev54).
        """
        low, words, pos, tag = self.lower, self.words, self.pos, self.tag

        def bracket(y: int) -> bool:  # an enumeration bracket ends right before token y
            return words[y - 1] == ")" and y >= 2 and low[y - 2] in _ENUM_MARKERS

        enumerated = any(bracket(y) for y in range(k + 1, end))
        name_ends = {n.end for n in self._names_in(k, end)}
        x, last_end = k, -1
        while x < end:
            if enumerated:
                start_ok = bracket(x)  # "1) recovering A, 2) learning B, C and D": items after brackets only
            else:
                start_ok = x == k or words[x - 1] in (",", ";", ":") or low[x - 1] == "namely" or (
                    # "A and B" only after an item ("for train-less and task-aware X" is no list)
                    low[x - 1] == "and" and (words[x - 2] == "," or x - 1 in (last_end,) or x - 1 in name_ends))
            indefinite_ok = COUNTED_INDEFINITE_PARTS and (not enumerated or ENUMERATED_INDEFINITE_PARTS)
            article = low[x] in ("a", "an") and indefinite_ok \
                and x + 1 < end and words[x + 1] != ")"  # "a zorb planner", not the marker "a)"
            if not start_ok or low[x] in _ENUM_MARKERS and not article:
                x += 1
                continue
            a = x
            indefinite = low[a] in ("a", "an")
            if indefinite:
                if not indefinite_ok:
                    x += 1
                    continue  # "2) an aggregation network that ...": read as a description (switches off)
                a += 1  # "two components: a zorb planner and a plonk critic": the list counts them
            while a < end and (low[a] == "the" or low[a] in L.EVALUATIVE and pos[a] == "ADJ"):
                a += 1  # "1) the simple ray-surface distance field"
            b = a
            while b < end and b - a - self._hyphens(a, b) < 6 and not (
                    HYPHENS_UNCOUNTED and low[b] in _NAMING_PARTICIPLES) and (pos[b] in self._PART_PHRASE_POS
                                              or words[b] == "-" and b + 1 < end and b > a
                                              or ENUMERATED_INDEFINITE_PARTS and pos[b] == "NUM" and b + 1 < end
                                              and words[b + 1] == "-"  # "a two-timescale step size"
                                              or b > a and words[b - 1] == "-" and words[b] != "-"
                                              or pos[b] == "VERB" and tag[b] in ("VBG", "VBN") and b + 1 < end
                                              and (words[b + 1] == "-" or pos[b + 1] in ("NOUN", "PROPN")) and b > a
                                              or tag[b] == "VBG" and b > a and pos[b - 1] in ("NOUN", "PROPN")):
                b += 1
            while b > a and not (tag[b - 1].startswith("NN") or pos[b - 1] == "NOUN"
                                 or tag[b - 1] == "VBG" and b - 2 >= a and pos[b - 2] in ("NOUN", "PROPN")):
                b -= 1  # ends with a noun, or a gerund after one ("wave pooling")
            runs_on = HYPHENS_UNCOUNTED and b + 3 < end and words[b] == "(" and words[b + 2] == ")" \
                and pos[b + 3] == "NOUN" and words[b + 3].islower()  # "zorb-guided plonk network (ZPN) editing"
            if b - a >= 2 and b <= end and not runs_on and (b == end or words[b] in (",", ";", ".", ")", "(") or low[b] in (
                    "and", "which", "that", "to", "for", "with", "in")):
                txt = self.text[self.idx[a]:self.idx[b - 1] + len(words[b - 1])]
                key = _norm(txt)
                if txt == txt.lower() and " " in txt and key not in self.method_gaz_keys \
                        and key not in self.dataset_gaz_keys and key not in self.metric_gaz_keys \
                        and key not in self.task_gaz_keys \
                        and key not in technique_keys() and not any(c.start == self.idx[a] for c in self.proposed):
                    n = self.doc[a:b]
                    before = len(self.proposed)
                    self._add_component(n, whole, "component-counted")
                    if COUNTED_LOWERCASE_PART_LOG is not None and len(self.proposed) > before:
                        COUNTED_LOWERCASE_PART_LOG.append((txt, self._text(whole)))
                    if ENUMERATED_INDEFINITE_PART_LOG is not None and enumerated and indefinite \
                            and len(self.proposed) > before:
                        ENUMERATED_INDEFINITE_PART_LOG.append((txt, self._text(whole)))
                last_end = b
            x = max(b, x + 1)

    def variants(self):
        """Named variants of a proposed method ("RGIB-SSL and RGIB-REP" beside the
        proposed "RGIB"): a name made of a proposed name, a hyphen and a suffix that is
        not an adjective ("RGIB-based") is proposed too (rule ``propose-variant``; no
        part-of link: a variant is an instance, not a part). So is an acronym definition's
        short form made of a short lower-case prefix, a hyphen and a proposed name ("the
        counterfactual counterpart of PSG (cf-PSG)"; not "non-PSG" or "pre-PSG": see
        :data:`_NEGATING_PREFIXES`). A variant of a proposed benchmark is a proposed
        benchmark ("Time-Continual (TiC) benchmarks: TiC-YFCC, ..."), and so is a variant
        right before "dataset" / "benchmark" / "corpus" ("we compile the Zorb-v1 dataset")."""
        keys = {_norm(self._text(a)) for c in self.proposed if c.etype == "Method" for a in [c] + c.aliases}
        # a variant of a proposed benchmark is a benchmark ("TiC benchmarks: TiC-YFCC, ...")
        data_keys = {_norm(self._text(a)) for c in self.proposed if c.etype == "Dataset"
                     for a in [c] + c.aliases} - keys
        keys |= data_keys
        have = {(c.start, c.end) for c in self.proposed}
        for n in self.names:
            text = self.text[n.start_char:n.end_char]
            if "-" not in text or (n.start_char, n.end_char) in have:
                continue
            stem, suffix = text.rsplit("-", 1)
            prefix, rest = text.split("-", 1)
            if _norm(rest) in keys and prefix[:1].isalpha() and prefix.islower() and len(prefix) <= 4 \
                    and prefix not in _NEGATING_PREFIXES and self._pair_of(n.start_char, n.end_char) is not None:
                stem, suffix = rest, prefix  # "cf-PSG", defined as "the counterfactual counterpart of PSG (cf-PSG)"
            elif HYPHEN_CHAIN_VARIANTS and _norm(stem) not in keys:
                if _norm(prefix) in keys and len(prefix) >= 3 and "-" in rest \
                        and _VARIANT_CHAIN_TAIL.fullmatch(rest):
                    stem, suffix = prefix, rest  # "ZVT-H-S", "ZVT-H-B" beside the proposed "ZVT"
                elif _norm(rest) in keys and prefix.isalpha() and prefix.isupper() and 2 <= len(prefix) <= 4 \
                        and n.start > 0 and self.words[n.start - 1] == "(":
                    stem, suffix = rest, prefix  # "a private form of TKNN (DP-TKNN)": a bracketed prefixed form
            if _norm(stem) not in keys or not suffix or suffix.lower() in L.ADJECTIVAL_SUFFIXES \
                    or not suffix[:1].isalnum() or _norm(text) in keys or _PARTICIPLE_NAME_RE.search(text):
                continue  # ("X-based", "X-simulated data": modifiers, no variants)
            if _norm(text) in self.dataset_gaz_keys or _norm(text) in self.method_gaz_keys:
                continue  # "MS-COCO" beside a proposed "MS" (multi-scale): a known name, no variant
            head = self._lower_head_after(n)
            data = _norm(stem) in data_keys and not (  # "an RWQ-Elo rating system" is a method
                head is not None and _singular(self.lower[head]) in L.METHOD_DESCRIPTOR_HEADS) or (
                n.end < len(self.lower) and self.lower[n.end] in ("dataset", "benchmark", "corpus")) or (
                BENCH_NAMED_VARIANTS and _benchmark_shaped(text))
            # ("the Zorb-Bench established by us" beside the proposed model "Zorb": a benchmark by its name)
            # ("Using COLLIE, we compile the COLLIE-v1 dataset": a variant named as data is data)
            c = self.add(n.start_char, n.end_char, "Dataset" if data else "Method",
                         "benchmark" if data else "proposed", "propose-variant", 0.7)
            c.sent = self.tok_sent[n.start]
            self.proposed.append(c)
            keys.add(_norm(text))
            have.add((n.start_char, n.end_char))

    #: Counted plural nouns of concrete forms of a proposal ("three instantiations of X:
    #: a, b and c"): the items are proposals of their own, no parts.
    _INSTANCE_NOUNS = frozenset(
        """instantiations instances variants versions implementations variations
        realizations realisations""".split())

    def instance_lists(self):
        """Rule ``propose-instance``: "we offer three instantiations of Zorb-Modality:
        zorb-captioning, zorb-imagination, and zorb-speech": the items of a list after a
        count word, a noun of :data:`_INSTANCE_NOUNS`, "of", a proposed name (text or
        alias) and a colon are proposals of their own (no part-of link). An item is a
        name, or one lower-case word with a hyphen, then a comma, "and" (", and") or the
        list's end (a stop, ";"); the number of items must equal the count word (two to
        five). Nothing when an item is a known technique, task or dataset."""
        keys = {_norm(self._text(a)) for c in self.proposed if c.etype == "Method" for a in [c] + c.aliases}
        if not keys:
            return
        low, words = self.lower, self.words
        have = {c.start for c in self.proposed}
        for i in _positions_between(low, self._INSTANCE_NOUNS, 1, len(low) - 4):
            if low[i] not in self._INSTANCE_NOUNS or low[i + 1] != "of":
                continue
            count = _COUNT_VALUES_P.get(low[i - 1])
            if count is None:
                continue
            n = self.name_at.get(i + 2)
            if n is None or _norm(self._span_text(n)) not in keys or n.end >= len(words) or words[n.end] != ":":
                continue
            j, items = n.end + 1, []
            sent_end = self.sents[self.tok_sent[i]].end
            while j < sent_end and len(items) <= count:
                m = self.name_at.get(j)
                if m is not None:
                    span = m
                elif j + 2 < sent_end and words[j].islower() and words[j].isalpha() and words[j + 1] == "-" \
                        and words[j + 2].islower() and words[j + 2].isalpha() \
                        and not self.doc[j].whitespace_ and not self.doc[j + 1].whitespace_:
                    span = Span(self.doc, j, j + 3, label="TITLE")
                else:
                    break
                items.append(span)
                j = span.end
                if j < sent_end and words[j] == ",":
                    j += 1
                if j < sent_end and low[j] == "and":
                    j += 1
                    continue
                if words[j - 1] != ",":
                    break
            if len(items) != count or j >= sent_end or words[j] not in (".", ";", ","):
                continue
            for span in items:
                key = _norm(self._span_text(span))
                if span.start_char in have or key in keys or key in self.method_gaz_keys or key in technique_keys() \
                        or key in self.task_gaz_keys or key in self.dataset_gaz_keys:
                    continue
                c = self.add(span.start_char, span.end_char, "Method", "proposed", "propose-instance", 0.7)
                c.sent = self.tok_sent[span.start]
                self.proposed.append(c)
                have.add(span.start_char)

    #: Prepositions before a list that pairs its items with each other or with a third thing
    #: ("between A and B", "A versus B", "with A and B"): no list of siblings.
    _PAIRING_PREPS = frozenset({"between", "against", "versus", "vs", "vs.", "with", "among", "than"})
    #: Words that open a relative clause after a listed name ("A, which ..., and B, which").
    _LIST_CLAUSE_WORDS = frozenset({"which", "that", "where", "who"})

    def _list_step_right(self, j: int, hi: int, clause: bool) -> Optional[tuple[int, bool]]:
        """Token index of the next item of a list of names after the token index ``j`` (the
        end of an item, past its bracketed short form), and whether a relative clause
        stood between: "A, B", "A and B", "A, and B", and with ``clause`` also "A, which
        ..., and B" (the clause ends at the next comma, at most 25 tokens on). None when no
        list separator follows."""
        words, low = self.words, self.lower
        had_clause = False
        if clause and j + 1 < hi and words[j] == "," and low[j + 1] in self._LIST_CLAUSE_WORDS:
            k = j + 2
            while k < min(hi, j + 27) and words[k] not in (",", ";", "(", ")"):
                k += 1
            if k >= hi or words[k] != ",":
                return None
            j, had_clause = k, True
        if j < hi and words[j] == ",":
            j += 1
            if j < hi and low[j] == "and":
                j += 1
        elif j < hi and low[j] == "and" and not had_clause:
            j += 1
        else:
            return None
        return (j, had_clause) if j < hi else None

    def _sibling_ok(self, m: Span) -> bool:
        """Whether the name ``m``, listed beside a proposed name, is a coined name of a
        proposal too: a strong name (inner capital or digit, :mod:`kg.extract.names`) that
        no vocabulary knows (method, dataset, metric, task, technique, a generic
        abbreviation, a known model), that is proposed by nothing yet and that neither
        follows an example mark nor modifies a noun of data (:meth:`_component_ok`)."""
        if m.label_ != "STRONG":
            return False
        txt = self._span_text(m)
        key = _norm(txt)
        if key in technique_keys() or any(c.start == m.start_char for c in self.proposed):
            return False
        if self._pair_of(m.start_char, m.end_char) is not None and self._pair_known(
                self._pair_of(m.start_char, m.end_char)[2]):
            return False
        return self._component_ok(m)

    def sibling_lists(self):
        """Rule ``propose-sibling``: a coined name listed with a proposed one is proposed
        too: "the presented methods include Zorb Q-learning, ZorbDQN, and ZorbDDQN", "two
        robust algorithms, ZORBA and ZORBAS (...)", "namely ZB-UCB, which relies on
        optimism, and ZB-TS, which uses sampling". The list is a run of names joined by
        commas and closed by "and" or ", and" before its last item ("In ZorbSuite,
        PlonkNet achieves": no list); a relative clause after an item counts only when the
        next item has one too (two parallel definitions); every item must be a strong,
        unknown name (:meth:`_sibling_ok`), and the sentence must neither compare (
        :data:`~kg.extract.lexicon.COMPARE_CUES`, "compared", "et al.") nor give examples
        before the list ("such as", "e.g."), and no pairing preposition may open the list
        (:data:`_PAIRING_PREPS`: "a competition between ZorbQA and BM25"). A sibling of a
        part is a part of the same whole. Run after :meth:`components` and
        :meth:`variants`."""
        if not SIBLING_LISTS:
            return
        keys: dict[str, _Cand] = {}
        for c in self.proposed:
            if c.etype != "Method":
                continue
            for a in [c] + list(c.aliases):
                keys.setdefault(_norm(self._text(a)), c)
        if not keys:
            return
        words, low = self.words, self.lower
        for sent in self.sents:
            lo, hi = sent.start, sent.end
            sent_low = low[lo:hi]
            if not L.COMPARE_CUES.isdisjoint(sent_low) or not _CITE_OR_COMPARE_WORDS.isdisjoint(sent_low):
                continue
            names = self._names_in(lo, hi)
            by_start = {n.start: n for n in names}
            by_end = {self._item_end(n): n for n in names}
            for n in names:
                c = keys.get(_norm(self._span_text(n)))
                if c is None or self._after_example_mark(n.start):
                    continue
                # the list around n: walk back to its first item, then collect items rightwards
                first = n
                while True:
                    j = first.start - 1
                    if j > lo and low[j] == "and":
                        j -= 1
                    if j <= lo or words[j] != "," and low[first.start - 1] != "and":
                        break
                    if words[j] != ",":
                        j += 1  # "A and B": the item before "and" ends right there
                    prev = by_end.get(j)
                    if prev is None:
                        break
                    first = prev
                items, cur, clause = [first], first, None
                while True:
                    step = self._list_step_right(self._item_end(cur), hi, clause is not False)
                    if step is None or step[0] not in by_start:
                        break
                    if clause is None:
                        clause = step[1]
                    elif step[1] != clause:
                        break
                    cur = by_start[step[0]]
                    items.append(cur)
                last_end = self._item_end(items[-1])
                if low[items[-1].start - 1] != "and":
                    continue  # "In ZorbSuite, PlonkNet achieves ...": a comma between clauses, no list
                if len(items) < 2 or clause and not (
                        last_end + 1 < hi and words[last_end] == "," and low[last_end + 1] in self._LIST_CLAUSE_WORDS):
                    continue  # "A, which ..., and B": B needs a clause of its own
                before = items[0].start - 1
                if before >= lo and low[before] == "the":
                    before -= 1
                if before >= lo and low[before] in self._PAIRING_PREPS:
                    continue  # "a competition between ZorbQA and BM25": a comparison, no siblings
                if self._after_example_mark(items[0].start) or any(
                        (low[x], low[x + 1]) in _EXAMPLE_BIGRAMS for x in range(lo, items[0].start)):
                    continue
                others = [m for m in items if _norm(self._span_text(m)) not in keys]
                if not others or not all(self._sibling_ok(m) for m in others):
                    continue
                for m in others:
                    whole = self._cand_at_whole(c)
                    made = self._add_with_pair(m.start_char, m.end_char, "Method", "proposed",
                                               "propose-sibling", 0.7, whole=whole)
                    made.sent = self.tok_sent[m.start]
                    self.proposed.append(made)
                    for a in [made] + list(made.aliases):
                        keys.setdefault(_norm(self._text(a)), made)

    def _item_end(self, m: Span) -> int:
        """Token index right after the listed name ``m`` and its bracketed short form
        ("ZorbNet (ZN)"); the end of ``m`` when a longer bracket follows."""
        end = self._past_short_form(m)
        return m.end if end is None or end - m.end > 4 else end

    def descriptor_defined_names(self):
        """Rule ``propose-descriptor``: "This research offers a fresh take on neural operators
        with a framework Representation equivalent Zorb Operators (ReZO) designed to ...":
        an indefinite article, at most "new" / "novel", a method descriptor noun
        (:data:`~kg.extract.lexicon.METHOD_DESCRIPTOR_HEADS`) and right after it the long
        form of an acronym pair that no vocabulary knows (:meth:`_pair_known`) coin the
        name of the paper's contribution wherever the sentence stands, unless it compares
        or cites (:data:`~kg.extract.lexicon.COMPARE_CUES`, "et al.") or the article
        follows an example mark. Run after the cue rules: a name they found is not
        proposed twice."""
        if not DESCRIPTOR_DEFINED_NAMES:
            return
        low = self.lower
        have = {c.start for c in self.proposed}
        for (ss, se), (ls, le), a in self.pairs:
            if ls in have or self._pair_known(a):
                continue
            name = self._span_of(ls, le)
            if name is None or name.start < 3 or not self.words[name.start][:1].isupper():
                continue
            h = name.start - 1
            if _singular(low[h]) not in L.METHOD_DESCRIPTOR_HEADS or self.pos[h] != "NOUN":
                continue
            art = h - 1
            if low[art] in _NEW_WORDS:
                art -= 1
            if low[art] not in ("a", "an") or self._after_example_mark(art):
                continue
            si = self.tok_sent[name.start]
            sent = self.sents[si]
            sent_low = low[sent.start:sent.end]
            if not L.COMPARE_CUES.isdisjoint(sent_low) or not _CITE_OR_COMPARE_WORDS.isdisjoint(sent_low):
                continue
            self._propose(name, h, si, sent, rule="propose-descriptor")
            have.add(ls)

    #: Marks that open the examples of a plural object ("new variants such as A, B and C").
    _EXAMPLE_OPENERS = (("such", "as"), ("including",), ("namely",))

    def example_lists(self):
        """Rule ``propose-example``: the coined names that illustrate a new plural object of
        a contribution cue are proposals: "we propose new multimodal Zorb variants such as;
        Multi-Zorb, Chain-of-Plonk-Zorb, and Self-Glorp-Zorb". The object (at most eight
        tokens after the cue verb) holds "new" / "novel" and ends in a plural method
        descriptor or instance noun (:data:`~kg.extract.lexicon.METHOD_DESCRIPTOR_HEADS`,
        :data:`_INSTANCE_NOUNS`); "such as", "including" or "namely" follows (a ";", ":" or
        "," may stand after it); then a list of names closed by "and" / ", and", every one a
        strong, unknown name (:meth:`_sibling_ok`). A list of examples of known things
        ("new variants of popular models such as BERT and GPT-2") fails that test. The cue
        verb (:data:`_PROPOSE_SET`) must have "we" at most twelve tokens before it in its
        sentence ("we push X further and propose new ...")."""
        if not EXAMPLE_LISTS:
            return
        low, words = self.lower, self.words
        for v in _positions_between(low, _PROPOSE_SET, 0, len(low)):  # (the verbs' tokens only)
            if self.pos[v] != "VERB":
                continue
            sent = self.sents[self.tok_sent[v]]
            if "we" not in low[max(sent.start, v - 12):v]:
                continue
            head = None
            for x in range(v + 1, min(sent.end - 2, v + 9)):
                if words[x] in (",", ";", ".", ":") or low[x] in ("that", "which", "to"):
                    break
                if low[x] != _singular(low[x]) and (_singular(low[x]) in L.METHOD_DESCRIPTOR_HEADS
                                                    or low[x] in self._INSTANCE_NOUNS):
                    head = x
                    break
            if head is None or _NEW_WORDS.isdisjoint(low[v + 1:head]):
                continue
            j = head + 1
            opener = next((o for o in self._EXAMPLE_OPENERS if tuple(low[j:j + len(o)]) == o), None)
            if opener is None:
                continue
            j += len(opener)
            if j < sent.end and words[j] in (";", ":", ","):
                j += 1
            items = self._name_series(sent, j, self._item_end)
            if len(items) < 2 or low[items[-1].start - 1] != "and" or not all(self._sibling_ok(m) for m in items):
                continue
            for m in items:
                made = self._add_with_pair(m.start_char, m.end_char, "Method", "proposed", "propose-example", 0.7)
                made.sent = self.tok_sent[m.start]
                self.proposed.append(made)

    def _name_series(self, sent, j: int, end_of) -> list:
        """The names of a list that starts at token ``j`` of ``sent``: names (``self.name_at``)
        joined by ",", "and" or ", and", up to the first token that is no name or no joiner.
        ``end_of(name) -> int`` gives the token after a name (its bracket included, as the caller
        reads it). Returns the names in text order (possibly empty)."""
        words, low = self.words, self.lower
        found = []
        while j < sent.end:
            n = self.name_at.get(j)
            if n is None:
                break
            found.append(n)
            j = end_of(n)
            if j < sent.end and words[j] == ",":
                j += 1
            if j < sent.end and low[j] == "and":
                j += 1
                continue
            if words[j - 1] != ",":
                break
        return found

    def _cand_at_whole(self, c: _Cand) -> Optional[str]:
        """The whole that the proposal ``c`` (or the candidate whose alias it is) is a part
        of, or None for a top-level proposal."""
        return c.whole

    def components(self):
        if self.main is None:
            return
        lower, words, pos, idx = self.lower, self.words, self.pos, self.idx
        main_start = self.main.start
        # the tokens the two scans of each sentence below can act on, found once per Doc (a
        # sentence's share by binary search): an enumeration marker or an opening bracket
        # (lower-case "(" is the bracket itself), "whose" or a verb of containing
        enum_at = _positions_between(lower, _ENUM_SCAN_WORDS, 0, len(lower))
        contain_at = _positions_between(lower, _CONTAIN_SCAN_WORDS, 0, len(lower))
        for si, sent in enumerate(self.sents):
            if sent.end_char <= main_start:
                continue
            lo, hi = sent.start, sent.end
            # enumerations (i) X ... (ii) Y
            evaluation = EVALUATION_LISTS and self._evaluation_lead(lo, hi)
            applications = APPLICATION_LISTS and not evaluation and self._evaluation_lead(lo, hi, _APPLICATION_LEADS)
            for i in enum_at[bisect_left(enum_at, lo):bisect_left(enum_at, hi)]:
                if i in self._enum_items:
                    continue  # an item of an enumerated list of contributions (:meth:`enumerated_proposals`)
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
                names = self._names_in(body, min(stop, body + 12))
                if COLON_ITEM_NAMES and not evaluation:
                    lead = self._colon_item_name(body, stop)
                    if lead is not None and not any(n.start == lead.start and n.end >= lead.end for n in names):
                        names = [lead]  # "(1) Training strategy decomposition: We devise ..."
                for n in names:
                    if evaluation and not self._own_in_evaluation(n):
                        continue  # "an evaluation of X on: (a) fine-tuning Zorb Transformers, ..."
                    if self._component_ok(n):
                        whole = self._contain_subject_before(si, i) or self._proposed_in_sentence(si, idx[i]) \
                            or self.main
                        before = len(self.cands)
                        self._add_component(n, whole, "component-enumeration")
                        if applications:  # "three applications: (1) ... with Zorb Flows (ZFs)": no part
                            for a in self.cands[before:]:
                                _unmark_part(a)
                                a.rule = a.rule.replace("enumeration", "propose-application", 1)
                        break
            # "whose X" and "M comprises X"
            for i in contain_at[bisect_left(contain_at, lo):bisect_left(contain_at, hi)]:
                w = lower[i]
                if w == "whose" or (w in _CONTAIN_VERBS and pos[i] in ("VERB", "AUX")):
                    if w in _EXAMPLE_VERBS and self._after_plural_noun(i):
                        continue  # "datasets including A and B", "VLMs including X": examples
                    whole = (self._contain_subject(i) if w != "whose" else None) or self._proposed_in_sentence(si, idx[i])
                    if whole is None and OWN_DESCRIPTOR_SUBJECTS and w != "whose" and self._own_descriptor_subject(i):
                        whole = self.main  # "our method introduces a Zorb loss and a Plonk loss"
                    if whole is None:
                        continue
                    lim = min(hi, i + 10) if w == "whose" else self._parts_end(i, hi)
                    relative = self._relative_clause_tokens(i + 1, lim) if RELATIVE_PART_OBJECTS and w != "whose" \
                        else set()
                    for n in self._names_in(i + 1, lim):
                        if n.start in relative:
                            continue  # "an encoder that maps Non-Plonk graphs to ...": what a part acts on
                        if w in _ADOPT_VERBS and not self._part_shaped(n) and not self._coined_title_phrase(n):
                            continue  # "X integrates Optimal Transport (OT)": an existing technique it uses
                        if self._component_ok(n) and (w != "whose" or self._pair_of(n.start_char, n.end_char)):
                            self._add_component(n, whole, "component-" + ("whose" if w == "whose" else "contains"))
                            if w == "whose":
                                break
            self._counted_parts(si, sent)
            if COORDINATED_HEAD_PARTS:
                self._coordinated_head_parts(si, sent)
            if SHARED_PLURAL_PARTS:
                self._shared_plural_parts(si, sent)
            if VERB_COORDINATED_PARTS and si >= (self.main_sent or 0):
                self._verb_coordinated_parts(si, sent)
            if CONTAIN_LIST_PARTS:
                self._contain_list_parts(si, sent)
            if EMPHASISED_PARTS and si >= (self.main_sent or 0):
                self._emphasised_parts(si, sent)
            if INCLUDED_PARTS and si >= (self.main_sent or 0):
                self._included_parts(si, sent)
            if BROUGHT_IN_PARTS:
                self._brought_in_parts(si, sent)
            if ENUMERATED_MAKEUP_PARTS and COUNTED_LOWERCASE_PARTS and si >= (self.main_sent or 0):
                self._enumerated_makeup_parts(si, sent)
            if ROLE_NOUN_PARTS and si >= (self.main_sent or 0):
                self._role_noun_parts(si, sent)
            if ACRONYM_SPELLED_PARTS:
                self._acronym_spelled_parts(si, sent)
            # acronym-defined name opening a sentence after the proposal
            if si > (self.main_sent or 0):
                lead = [x for x in range(lo, min(lo + 4, hi)) if pos[x] not in ("DET", "PUNCT") and lower[x] not in (
                    "our", "specifically", "first", "then", "next", "finally", "second")]
                if lead:
                    n = self.name_at.get(lead[0])
                    if n is not None and self._pair_of(n.start_char, n.end_char) and self._component_ok(n):
                        self._add_component(n, self.main, "component-subject")
            if DEFINED_PARTS and si > (self.main_sent or 0):
                self._defined_parts(si, sent)
            if BRACKETED_PART_NAMES and si >= (self.main_sent or 0):
                self._bracketed_part_names(sent)
            if MAIN_USES_PARTS and si > (self.main_sent or 0):
                self._main_uses_parts(sent)
            if CORE_PARTS and si >= (self.main_sent or 0):
                self._core_parts(sent)
        if STEP_PARTS:
            self._flush_step_parts()
        if UNLINK_NON_PARTS:
            self._unlink_non_parts()
        if COMPARED_NOT_PARTS or USING_WHOLE_NOT_PART:
            self._unlink_compared_parts()
        if LONG_FORM_PIECES:
            self._drop_long_form_pieces()
        if TITLE_MEANS_PARTS:
            self._title_means_parts()

    #: Rules of a part the text states ("X consists of A and B", "(i) A", "three modules: A,
    #: B and C"): a variant-shaped name there ("X-AB consisting of two components, X and AB")
    #: stays a part.
    _STATED_PART_RULES = frozenset(
        "component-contains component-whose component-enumeration component-counted component-coordinated".split())

    def _unlink_non_parts(self) -> None:
        """Drop the part-of link of a proposal that is no part of its whole, keeping the
        proposal: a named variant of the whole, or the whole a variant of it
        (:func:`_variant_name`: "we propose A and A+", "we extend A to develop A+": two
        versions, not one inside the other; not where the text states the part,
        :data:`_STATED_PART_RULES`), and a name of an observed effect (the name
        or its short form before a noun of :data:`_PHENOMENON_NOUNS`: "a novel
        observation called the zorb-plonk (ZP) effect. Based on it, we develop X": what X
        rests on, not a piece of it). The acronym partner of such a proposal loses its link
        too. A piece of a whole that joins two proposals' names by a hyphen ("ZIC" of
        "ZIC-ZAC", both proposed; :data:`COMPOUND_TITLE_PARTS`) is no variant. Reads and
        changes ``self.proposed``."""
        by_text = {self._text(c): c for c in self.proposed}
        for c in self.proposed:
            if c.whole is None or c.etype != "Method":
                continue
            group = [c] + list(c.aliases)
            names = [self._text(a) for a in group]
            whole = by_text.get(c.whole)
            wholes = [c.whole] + ([self._text(a) for a in whole.aliases] if whole is not None else [])
            variant = c.rule.split("+")[0] not in self._STATED_PART_RULES and any(
                (_variant_name(n, w) or _variant_name(w, n))
                and not (COMPOUND_TITLE_PARTS and w.count("-") == 1 and n in w.split("-")
                         and all(p in by_text for p in w.split("-")))  # "ZIC" of "ZIC-ZAC"
                for n in names for w in wholes)
            if not variant and not any(self._before_phenomenon_noun(a) for a in group):
                continue
            for a in group:
                _unmark_part(a)

    def _compared_subject(self, start: int, end: int) -> bool:
        """Whether the text ``self.text[start:end]`` occurs somewhere in the abstract as the
        subject of a comparison verb: at a sentence or clause start (the sentence's first
        word, or after a comma, "that" or "and"), followed, across only the words of
        :data:`_COMPARED_SUBJECT_GAP`, by a verb of :data:`_COMPARED_SUBJECT_VERBS` ("Also,
        ZorbLM outperforms PlonkTTS", "we show that ZorbLM consistently surpasses ...").

        Args:
            start, end: character offsets of a name in ``self.text``.
        Returns:
            True when such an occurrence exists."""
        name = self.text[start:end]
        if len(name) < 2:
            return False
        for m in re.finditer(r"(?<![\w-])" + re.escape(name) + r"(?![\w-])", self.text):
            span = self.doc.char_span(m.start(), m.end(), alignment_mode="expand")
            if span is None:
                continue
            sent = self.sents[self.tok_sent[span.start]]
            k = span.start - 1
            if not (span.start == sent.start or k >= sent.start and (
                    self.words[k] == "," or self.lower[k] in ("that", "and"))):
                continue
            j = span.end
            while j < sent.end and self.lower[j] in _COMPARED_SUBJECT_GAP:
                j += 1
            if j < sent.end and self.lower[j] in _COMPARED_SUBJECT_VERBS:
                return True
            if j < sent.end and self.pos[j] == "VERB":
                # "ZorbNets learn to find ... and outperform PlonkZero": a second verb of the subject
                for x in range(j + 1, sent.end - 1):
                    if self.lower[x] in ("that", "which", "while", "whereas", "but", ";") or (
                            self.lower[x] in ("we", "it", "they") or x in self.name_at) and self.lower[x - 1] in (",", "and"):
                        break  # a new clause with its own subject
                    if self.lower[x] == "and":
                        y = x + 1
                        while y < sent.end and self.lower[y] in _COMPARED_SUBJECT_GAP:
                            y += 1
                        if y < sent.end and self.lower[y] in _COMPARED_SUBJECT_VERBS:
                            return True
        return False

    def _unlink_compared_parts(self) -> None:
        """Drop the part-of link of a proposed method that the abstract evaluates on its own
        (:data:`COMPARED_NOT_PARTS`): the part, or an alias of it, is the subject of a
        comparison verb (:meth:`_compared_subject`: "We construct ZorbLM (ZLM) on top of
        PlonkTok. ... Also, ZLM outperforms TTS baselines": a second contribution, not a piece
        of PlonkTok), where the text states no part relation (:data:`_STATED_PART_RULES`)
        and the whole is not named in the same comparison sentence. The proposal and its
        aliases stay, as a contribution of their own. Reads and changes ``self.proposed``."""
        for c in self.proposed:
            if c.whole is None or c.etype != "Method" or c.rule.split("+")[0] in self._STATED_PART_RULES:
                continue
            group = [c] + list(c.aliases)
            if not (COMPARED_NOT_PARTS and any(self._compared_subject(a.start, a.end) for a in group)
                    or USING_WHOLE_NOT_PART and any(self._uses_its_whole(a, c.whole) for a in group)):
                continue
            for a in group:
                _unmark_part(a)

    def _uses_its_whole(self, a: _Cand, whole: str) -> bool:
        """Whether the proposal mention ``a`` is followed in its sentence, within ten words
        and before a clause break (a relative pronoun, a semicolon, a full stop), by a word of
        :data:`_MADE_WITH_WORDS` or "built on" / "based on" / "on top of", and then, across at
        most "the", "our", "proposed", by the name ``whole`` (or an alias of that proposal):
        "we construct a Zorb Speech Model (ZSM) leveraging PlonkTok" makes ZSM a user of
        PlonkTok, not a part of it (:data:`USING_WHOLE_NOT_PART`).

        Args:
            a: a proposal candidate (character offsets ``a.start``, ``a.end``). whole: the
                text of the proposal it was made a part of.
        Returns:
            True when the sentence says so."""
        span = self.doc.char_span(a.start, a.end, alignment_mode="expand")
        if span is None:
            return False
        by_text = {self._text(c): c for c in self.proposed}
        w = by_text.get(whole)
        wholes = {whole} | ({self._text(x) for x in w.aliases} if w is not None else set())
        sent = self.sents[self.tok_sent[span.start]]
        j = span.end
        if j < sent.end and self.words[j] == "(":
            close = next((x for x in range(j, min(sent.end, j + 8)) if self.words[x] == ")"), None)
            j = j if close is None else close + 1
        low = self.lower
        for x in range(j, min(sent.end, j + 10)):
            if low[x] in ("that", "which", "who", ";", ".", "where", "while", "whereas"):
                return False
            if low[x] in _MADE_WITH_WORDS:
                k = x + 1
            elif low[x] in ("built", "based") and x + 1 < sent.end and low[x + 1] in ("on", "upon"):
                k = x + 2
            elif low[x] == "on" and x + 2 < sent.end and low[x + 1] == "top" and low[x + 2] == "of":
                k = x + 3
            else:
                continue
            while k < sent.end and low[k] in ("the", "our", "proposed"):
                k += 1
            return k < sent.end and any(self.text.startswith(t, self.idx[k]) for t in wholes)
        return False

    #: Words that may join the pieces of a long form before its bracketed short form
    #: ("Zorb guided Plonk Network for Air Quality (ZPNAQ)"); a list word, a means or a
    #: clause word ends the phrase ("X with Y (Y-Z)", "X and Y (XY)", "X using Y (Z)").
    _PIECE_JOINERS = frozenset({"-", "for", "of", "on", "in"})
    _PIECE_BREAKS = frozenset(
        "with and or using via by through to that which where while whose as than".split())

    def _long_form_and(self, k: int) -> bool:
        """Whether "and" at token ``k`` joins two capitalised halves of one long form
        (:data:`LONG_FORM_COORDINATED_PIECES`): a capitalised word follows and no comma
        precedes it ("Zorb Preference Alignment and Robust Plonk Learning (ZPARPL)": the
        first half is no part of the whole it spells)."""
        return LONG_FORM_COORDINATED_PIECES and self.lower[k] == "and" and k + 1 < len(self.words) \
            and self.words[k + 1][:1].isupper() and self.words[k - 1] != ","

    def _long_form_gerund(self, k: int) -> bool:
        """Whether the lower-case gerund at token ``k`` is a word of a long form
        (:data:`LONG_FORM_GERUND_PIECES`): "(" or a joiner of :data:`_PIECE_JOINERS` follows
        it ("Joint Zorb Cycle Iteration learning for Deep Plonk Networks (JZCIL)")."""
        return LONG_FORM_GERUND_PIECES and self.tag[k] == "VBG" and k + 1 < len(self.words) \
            and (self.words[k + 1] == "(" or self.lower[k + 1] in self._PIECE_JOINERS)

    def _drop_long_form_pieces(self) -> None:
        """Drop a proposed part that is a piece of its whole's long form: the part's name is
        followed, within eight words of the same noun phrase (words, hyphens and the joiners
        of :data:`_PIECE_JOINERS`, a lower-case participle only before a capitalised word,
        "Zorb guided Plonk"; never a list word, a means, a relative or a comparison,
        :data:`_PIECE_BREAKS`), by "(", the whole's name and ")". The long form of an
        acronym whose letters the acronym rules could not match ("a novel approach named
        Zorb guided Plonk Network for Air Quality Prediction (ZorbNet)": "Zorb" and "Plonk
        Network" were read as two names and made parts of ZorbNet) is the whole's own
        name, not parts of it. The part and its aliases leave ``self.proposed`` and
        ``self.cands``; the main proposal never does. Reads and changes both lists."""
        by_text = {self._text(c): c for c in self.proposed}
        drop = []
        n_tok = len(self.words)
        for c in self.proposed:
            if c.whole is None or c.main or c.etype != "Method" or c.whole not in by_text:
                continue
            span = self.doc.char_span(c.start, c.end, alignment_mode="expand")
            if span is None:
                continue
            k = span.end
            limit = min(n_tok, k + 8)
            while k < limit and self.words[k] != "(" and (
                    self.lower[k] not in self._PIECE_BREAKS or self._long_form_and(k)) and (
                    self.is_alpha[k] or self.lower[k] in self._PIECE_JOINERS) and self.pos[k] != "AUX" \
                    and not (self.pos[k] == "VERB" and self.words[k][:1].islower() and not (
                        self.tag[k] in ("VBN", "VBD") and k + 1 < n_tok and self.words[k + 1][:1].isupper())
                        and not self._long_form_gerund(k)):
                k += 1
            if k >= limit or self.words[k] != "(":
                continue
            close = next((j for j in range(k + 1, min(n_tok, k + 6)) if self.words[j] == ")"), None)
            if close is None or close == k + 1:
                continue
            inside = self.text[self.idx[k + 1]:self.idx[close - 1] + len(self.words[close - 1])]
            if inside != c.whole:
                continue
            drop.append(c)
        if not drop:
            return
        gone = set()
        for c in drop:
            gone.add(id(c))
            gone.update(id(a) for a in c.aliases)
            if LONG_FORM_PIECE_LOG is not None:
                LONG_FORM_PIECE_LOG.append((self._text(c), c.whole))
        self.proposed = [c for c in self.proposed if id(c) not in gone]
        self.cands = [c for c in self.cands if id(c) not in gone]

    #: Words that open a title's means phrase ("... with Tidal Attention", "... via A and B").
    _TITLE_MEANS_WORDS = frozenset({"with", "via", "using", "through"})

    def _title_means_parts(self) -> None:
        """Make a top-level proposal a part of the main proposal when the title names the
        main proposal before its colon and the other after the colon, in its means phrase
        (the words after its last "with" / "via" / "using" / "through"): "ZorbNet: Fast
        Plonk Models with Tidal Attention" and, in the abstract, "we design ZorbNet ... Our
        newly introduced Tidal Attention (TA) approach ...": the title says ZorbNet is built
        with Tidal Attention (eval README: named parts are components). The proposal's name
        (an alias's, or either side of its acronym pair) must be written in the means phrase
        as whole words, in any case;
        not the main proposal or one of its aliases, not a benchmark, not a proposal that is
        already a part. Reads ``doc._.paperkg_title``; changes the ``whole`` and ``rule`` of
        the proposal and its aliases."""
        title = self.doc._.paperkg_title
        if self.main is None or not title or not isinstance(title, str) or ":" not in title:
            return
        head, rest = title.split(":", 1)
        main_group = [self.main] + list(self.main.aliases)
        if _norm(head.strip()) not in {_norm(self._text(a)) for a in main_group}:
            return
        words = rest.split()
        cues = [i for i, w in enumerate(words) if w.lower() in self._TITLE_MEANS_WORDS]
        if not cues:
            return
        means = " ".join(words[cues[-1] + 1:]).lower()
        whole = self._text(self.main)
        main_ids = {id(a) for a in main_group}
        for c in self.proposed:
            if id(c) in main_ids or c.whole is not None or c.etype != "Method" or c.role != "proposed":
                continue
            group = [c] + list(c.aliases)
            pair = self._pair_of(c.start, c.end)
            if pair is not None:
                # the other side of its acronym pair, recorded as a candidate of its own
                # ("Our newly introduced Tidal Attention (TA) approach")
                group += [o for o in self.cands if o.role == "proposed" and o not in group
                          and (o.start, o.end) in (pair[0], pair[1])]
            if any(id(a) in main_ids for a in group):
                continue
            forms = {self._text(a).lower() for a in group}
            if pair is not None:
                forms |= {self.text[pair[0][0]:pair[0][1]].lower(), self.text[pair[1][0]:pair[1][1]].lower()}
            if not any(len(f) > 3 and re.search(r"(?<![\w-])" + re.escape(f) + r"(?![\w-])", means) for f in forms):
                continue
            for a in group:
                _mark_part(a, whole)
            if TITLE_MEANS_PART_LOG is not None:
                TITLE_MEANS_PART_LOG.append((self._text(c), whole))

    def _before_phenomenon_noun(self, c: _Cand) -> bool:
        """Whether a noun of :data:`_PHENOMENON_NOUNS` follows the candidate ``c``'s span,
        past a bracketed short form or the bracket that closes ``c`` ("the Zorb (ZB)
        effect")."""
        span = self.doc.char_span(c.start, c.end, alignment_mode="expand")
        if span is None:
            return False
        k = self._past_short_form(span)
        if k is not None and k < len(self.words) and self.words[k] == ")":
            k += 1
        return k is not None and k < len(self.words) and _singular(self.lower[k]) in _PHENOMENON_NOUNS
