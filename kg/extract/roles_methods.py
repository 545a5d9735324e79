"""Rule stage 4 of :mod:`kg.extract.roles`: methods used, compared or only mentioned
(rules ``method-*``; see that module's docstring).

Besides the rules listed there, this stage reads:

* technique heads that need a technical modifier (``method-np``,
  :data:`~kg.extract.lexicon.TECHNIQUE_HEADS`: "Halpern iteration", "low-rank
  approximation", "kernel methods"; the singular "method" needs a name or a known
  technique before it, and "X methods" whose only modifier names a kind of work,
  "estimation methods", is left out);
* a plural family noun ("methods", "approaches", "techniques") whose modifiers name the
  family (``method-family``: "post-hoc methods", "parallelization techniques",
  "GAN-based approaches"; not "existing methods", "estimation methods", "model-centric
  techniques");
* one-word techniques that form a whole noun phrase (``method-standalone``,
  :data:`~kg.extract.lexicon.STANDALONE_TECHNIQUES`: "after fine-tuning", not "by
  pruning the heads" nor "without finetuning");
* a one-word technique before a descriptor noun (``method-descriptor``: "a boosting
  mechanism") and a technique phrase before a part noun ("a curvature regularization
  term");
* the technique of an "X-based" modifier (``method-based-on``: "transformer-based");
* a whole "X-based Y" phrase with a method or system head (``method-based-phrase``: "a
  rehearsal-based approach", "Transformer-based trackers", "goal-conditioned policies"; not
  a generic X: "learning-based methods") and the "X-based" conjuncts before such a phrase
  (``method-based-conjunct``: "flow-based" of "flow-based and energy-based models");
* a textbook technique written out in full anywhere (``method-textbook``: "optimal
  transport", "policy gradient", "classifier-free guidance"; :func:`_textbook_patterns`);
* a process noun phrase right after a verb of use (``method-use-process``: "applies
  attention reweighting");
* a technique gerund after a means word and before its object (``method-means-gerund``:
  "by fine-tuning X", "by prompting the LLM");
* a person's name before a mathematical head (``method-eponym``: "Bregman divergence",
  "Markov chain Monte Carlo", "Gaussian processes");
* a name coordinated with a known method name (``method-conjunct``: "CLIP, MVP, VC-1");
* names listed right after a plural class noun (``method-class-list``: "three code
  models (A, B, and C)", "algorithms, i.e., A and B");
* a shared plural head takes in the first conjunct of its modifier ("video and language
  models", :meth:`MethodRules._shared_head_conjuncts`);
* a technique noun phrase right after a cue of use (``method-use-object``: "employs a
  doubly-robust procedure", "based on entropic regularization") or after a word that calls
  it established (``method-established``: "the standard greedy algorithm", "prevalent
  parametric models");
* a noun phrase naming a family of methods right after a comparison cue, past the words
  of prior work (``method-compared-np``: "outperforms existing data valuation
  approaches", "a speed-up over the state-of-the-art scalable SDP solver");
* the noun phrase after "the <frame noun> of" that a cue of use opens (``method-frame-of``:
  "leverages the concept of successor features", "through the lens of information theory");
* acronym definitions followed by a method noun ("the ... (rSLDS) model") or right after a
  cue of use ("based on stochastic gradient Langevin dynamics (SGLD)", "inspired by the
  invariant risk minimization (IRM) principle"; :meth:`MethodRules._acronym_after_use_cue`).

Trimming a method noun phrase keeps a number, "least" or "high"/"low" that forms an
unhyphenated compound with the next word ("two layer neural networks", "least square
estimators", "high variance Monte Carlo estimators"; :meth:`MethodRules._compound_lead`).

A candidate that ends in a hyphen and a past participle ("X-simulated data") is a
modifier and is dropped (:meth:`MethodRules._drop_participle_compounds`); after a cue of
use, an unknown process phrase that a singular technique noun follows ("employ a neuron
ablation method") is a technique too (:meth:`MethodRules._known_technique_span`).

Names after "on" / "upon" count only after a build word ("based on X"), names after
"from" only after a borrowing word ("inspiration from X"); devices ("A100 80GB GPU"),
parts of slash-joined names ("CNN" of "CNN/DailyMail") and known datasets in another
spelling ("WMT14") are never methods.
"""
from __future__ import annotations

import re
import unicodedata
from bisect import bisect_left, bisect_right
from functools import lru_cache
from itertools import compress
from typing import Optional, Sequence

from spacy.tokens import Span

from kg.extract.roles_base import (
    _BOUND_PREFIX_WORDS,
    _CHECKPOINT_RE,
    _COORDINATED_TECHNIQUES,
    _CUE_EXTENDING_HEADS,
    _DEPTH_RE,
    _DESCRIPTOR_TAILS,
    _GENERIC_METHOD_WORDS,
    _METHOD_FORM_NOUNS,
    _NAMING_SET,
    _LIST_METHOD_NOUNS,
    _NAMED_MODEL_HEADS,
    _SELF_VERBS_NOUNISH,
    _SIZE_RANGE_RE,
    _SIZE_RE,
    _STANDALONE_METHODS,
    _StateBase,
    _TECHNIQUE_CLASS_NOUNS,
    _TITLE_NAME,
    _TRIM_POS,
    _TRIM_TAGS,
    _USE_CUES,
    _VARIABLE_RE,
    _norm,
    _pwc_keys,
    _singular,
)
from kg.extract import lexicon as L
from kg.extract.chunks import EVALUATIVE_ADVERBS, NOMINAL_GERUNDS
from kg.extract.gazetteer import (dataset_squashed_keys, method_name_tails, method_words, squash, technique_keys,
                                   technique_squashed_keys)
from kg.extract.roles_tasks import _positions, _positions_between, _positions_in
from kg.extract.roles_title import DIFFICULTY_WORDS as _DIFFICULTY_WORDS
from kg.extract.roles_title import SETTING_PROBLEM_HEADS as _SETTING_PROBLEM_HEADS
from kg.extract.roles_base import _NOMINAL_RE

#: Switch: an adjective of :data:`_KIND_ADJECTIVES` stays in a noun phrase that holds a noun
#: of a process or problem ("robust reinforcement learning", "robust Markov games"), and is
#: trimmed as evaluative elsewhere ("a robust encoder") (:meth:`MethodRules._process_after`).
ROBUST_PROCESS = True
#: Switch: a method noun phrase that "our <method noun> is" or "the proposed <method noun>
#: is" describes ("our algorithm is the first efficient zorb minimization algorithm") is the
#: paper's own method, no method used (rule ``method-np``,
#: :meth:`MethodRules._predicate_of_own`; session 51).
OWN_PREDICATES = True
#: Switch (session 52, fixHlabels): a noun phrase loses the words of the sentence left at its
#: start once a count or an adverb before them is trimmed: "times" + a comparative after a
#: count ("three times larger UNet backbone" -> "UNet backbone") and an adjective of
#: availability after an adverb ("publicly available Stable Diffusion" -> "Stable Diffusion")
#: (:meth:`MethodRules._sentence_lead`); a phrase that opens with a mathematical operator
#: takes back the operand the tagger cut off before it ("× ℤ × Sₙ-equivariant diffusion model"
#: of "SE(3) × ℤ × Sₙ-equivariant diffusion model") or, with none, is no phrase
#: (:meth:`MethodRules._operand_start`).
LEADING_SENTENCE_WORDS = True
#: A name with an optional bracketed index ("SE(3)", "SO(3)", "U(1)", "G") and the spaces
#: after it, at the end of the text before an operator that opens a noun phrase
#: (:meth:`MethodRules._operand_start`).
_OPERAND_BEFORE = re.compile(r"(?<![\w(])[A-Za-z][\w]{0,11}(?:\([^()\s]{1,8}\))?\s*\Z")
#: Switch (session 45, labels45): a phrase that opens with the open spelling of a hyphenated
#: modifier the trim strips ("real world" of "real-world", :data:`~kg.extract.lexicon.EVALUATIVE`)
#: loses both words, not the first alone: "real world tasks" gave the task "world tasks".
OPEN_STRIPPED_COMPOUNDS = True
#: Adjectives of :data:`~kg.extract.lexicon.EVALUATIVE` that also name a kind of a process
#: or problem: "robust optimization" is a field of its own, "a robust model" a judgement.
_KIND_ADJECTIVES = frozenset({"robust"})
#: Switch (session 57): in a task phrase (``kinds=True``) a word of :data:`_TASK_TERM_LEADS`,
#: evaluative elsewhere, stays before a noun-noun compound that ends in a process or task noun:
#: "next token prediction", "best arm identification", "single image super-resolution" are terms
#: of their own, "token prediction" and "arm identification" not (:meth:`MethodRules._term_lead`).
TASK_TERM_LEADS = True
#: Evaluative words that open established task terms before a noun compound ("next token
#: prediction", "best arm identification", "single index learning").
_TASK_TERM_LEADS = frozenset("next best single".split())
#: Adjective endings: a word after a lead of :data:`_TASK_TERM_LEADS` that the tagger calls an
#: adjective and ends so is one ("the best possible prediction"), not a mis-tagged noun ("token").
_ADJECTIVE_ENDING_RE = re.compile(r"(?:al|ive|ous|ic|able|ible|ful|less|ed|ing|ary|ent|ant|ar)$")
#: Endings of adjectives that name a kind of technique ("counterfactual", "generative",
#: "probabilistic", "Bayesian", "explanatory"), unlike judgements of time or success
#: ("contemporary", "successful", "consistent").
_KIND_ADJECTIVE_SUFFIXES = ("al", "ic", "ive", "ian", "ory")

#: Task nouns that may follow a task's stem in its full name ("optical flow estimation").
_TASK_STEM_HEADS = ("estimation", "prediction", "detection", "recognition", "segmentation", "generation",
                    "classification")

#: The tail that every match of ``_CHECKPOINT_RE`` ends in ("-7B", "-6.7b"): a cheap
#: test before the full pattern (see ``methods``).
_CHECKPOINT_SIZE_RE = re.compile(r"-\d+(?:\.\d+)?[Bb](?![\w\-])")

#: A research field followed by a space: a phrase that starts with one names the field.
_FIELD_PREFIXES = tuple(sorted(f + " " for f in L.FIELDS))


#: Words of advantage that make "over X" a comparison ("a 5% improvement over X", "gains
#: over X", "faster inference over X").
_ADVANTAGE_WORDS = frozenset(
    """superior superiority improvement improvements improving improves improved gain gains
    advantage advantages margin margins edge better higher lower faster speedup speedups
    preferable preferred favorably favourably""".split())
#: Switch (session 48): "by <number> [unit] over X" names X as the baseline of a measured gain
#: (:meth:`MethodRules._measured_gain_before`).
MEASURED_GAIN_OVER = True
#: A number token: "2.3", "+1.5", "12", "3,000".
_NUMBER_TOKEN = re.compile(r"[+\-]?\d[\d,]*(?:\.\d+)?")
#: Words that bring in the means after a baseline ("improves upon X by employing Y").
_MEANS_WORDS = frozenset("by via through using employing leveraging".split())
#: Nouns of a statement of saving that make "over X" a comparison ("bit rate saving over X").
_SAVING_WORDS = frozenset("saving savings reduction reductions".split())
#: Nouns that derive a method from another: "an extension of X" names the X it builds on.
_DERIVED_NOUNS = frozenset("extension generalization generalisation variant adaptation modification".split())
#: Multi-word cues of use before a technique ("based on entropic regularization").
_USE_CUE_PHRASES = (("based", "on"), ("built", "upon"), ("built", "on"), ("relies", "on"), ("rely", "on"), ("relying", "on"),
                    ("through", "the", "use", "of"), ("combined", "with"), ("by", "means", "of"))
#: First words of :data:`_USE_CUE_PHRASES` (a cheap test before the phrases are compared).
_USE_CUE_FIRST = frozenset(p[0] for p in _USE_CUE_PHRASES)


def _after_cue_phrase(low: Sequence[str], i: int) -> Optional[int]:
    """The index after the phrase of :data:`_USE_CUE_PHRASES` that starts at token ``i`` of
    ``low`` (lower-case token texts), or None when none starts there."""
    for phrase in _USE_CUE_PHRASES:
        m = len(phrase)
        if tuple(low[i:i + m]) == phrase:
            return i + m
    return None
#: Words that may open the object of a contribution verb before its noun phrase ("we
#: propose a ...", "we develop two ..."), see ``MethodRules._own_contribution_phrases``.
_OBJECT_OPENERS = frozenset("a an the two three several".split())
#: Forms of "incorporate", a cue of use like the verbs of :data:`~kg.extract.lexicon.USE_VERBS`.
_INCORPORATE = frozenset("incorporate incorporates incorporated incorporating".split())
#: Every first word of a cue of use (a cheap test per token).
_USE_CUE_WORDS = L.USE_VERBS | _INCORPORATE | _USE_CUE_FIRST
#: Technique nouns that, with a modifier, name a method after a cue of use ("a doubly-robust
#: procedure", "a diffusion prior", "an external solver", "value decomposition").
_USE_OBJECT_HEADS = frozenset(
    """procedure procedures scheme schemes prior priors solver solvers heuristic heuristics
    decomposition decompositions disentanglement embedding embeddings kernel kernels test
    tests operation operations process processes""".split())
#: Heads of a technique noun phrase (:meth:`MethodRules._technique_phrase_at`).
_TECHNIQUE_PHRASE_HEADS = L.METHOD_HEADS | L.TECHNIQUE_HEADS | _USE_OBJECT_HEADS
#: Rule ``method-based-phrase`` (:meth:`MethodRules._based_phrases`): an "X-based Y" noun
#: phrase (also "-driven", "-guided", "-powered", "-augmented", "-aware", "-conditioned",
#: "-inspired", "-informed") whose head Y names a method or a system built on X ("a
#: rehearsal-based approach", "Transformer-based trackers", "MLP-based architectures",
#: "goal-conditioned policies") is the method as the text names it; the gold records the
#: whole phrase (X alone only where a gazetteer name stands). X must not be generic
#: (:data:`_BASED_GENERIC_WORDS`: "learning-based methods", "model-based approach",
#: "data-driven approaches" name a kind of work). Source: session 42 (xbased42): dev pool
#: method_used tp 4335 -> 4358, fp 893 -> 896 (the participles other than "-based": +6 tp,
#: -1 fp of those).
BASED_PHRASES = True
#: Rule ``method-based-conjunct`` (:meth:`MethodRules._based_conjuncts`): in "A-based and
#: B-based models" / "A-based, B-based, and C-based methods" each "-based" conjunct names
#: its own family with the shared head; the text writes the earlier ones only as "A-based",
#: and that surface form is the mention (the noun-phrase rule no longer joins the
#: conjuncts into one family). Source: session 42 (xbased42): dev pool +6 tp, -2 fp in 6
#: abstracts of 6 files (dev40, dev41, dev44, dev47, dev70, dev75).
BASED_CONJUNCTS = True
#: Text between a proposed name and a phrase after it that describes the name ("X, a
#: transformer-based framework") and between a phrase and the proposed name after it
#: ("a gradient-based optimizer: X", "..., namely X", "... (X)"):
#: :meth:`MethodRules._describes_proposal`.
_APPOSITION_BEFORE_RE = re.compile(
    r"[*\s)]*(?:\([^()]{1,40}\)[*\s]*)?(?:,|:|\s-|–|—)\s*(?:a|an|the)\s+(?:[\w-]+,?\s+){0,3}", re.IGNORECASE)
_APPOSITION_AFTER_RE = re.compile(r"\s*(?::|\(|,?\s*(?:namely|called|dubbed|coined(?:\s+as)?|named|termed)\b)\s*",
                                  re.IGNORECASE)
#: Hyphenated participles after X that make "X-<participle> Y" a phrase built on X.
_BASED_PHRASE_SUFFIXES = frozenset({"based", "driven", "guided", "powered", "augmented", "aware", "conditioned", "inspired", "informed"})
#: Heads (singular) that make an "X-based" phrase a method or a system: descriptor nouns
#: of a technique, the class nouns a defined acronym takes, and agent nouns of ML systems
#: that do a task ("trackers", "detectors", "codecs", "generators").
_BASED_PHRASE_HEADS = frozenset(
    """approach method technique strategy scheme procedure mechanism algorithm model
    architecture network estimator framework optimizer baseline tracker detector codec
    generator solver planner predictor learner agent attack policy classifier encoder
    decoder module""".split())
#: Verbs of combining, cues of use before a list of techniques ("combines A, B and C").
_COMBINE = frozenset("combine combines combining integrate integrates integrating".split())
#: Rule ``method-conjunct-phrase`` (:meth:`MethodRules._conjoined_technique_phrases`): a
#: lower-case technique phrase coordinated with a method another rule found is a method of
#: the same role ("combines federated averaging and fine-tuning", "interleaves convolution
#: and attention", "via the convolution theorem and fast Fourier transforms"). The name
#: rule ``method-conjunct`` reads only names. Source: methods round 30 (dev misses that
#: stand in a list next to an extracted method).
CONJUNCT_PHRASES = True
#: Cues before a list whose lower-case conjuncts :meth:`MethodRules._conjoined_technique_phrases`
#: reads as methods: verbs of use, combining and incorporating, "based on" / "relies on",
#: a combination, and comparison cues ("than MinHash and neural text embeddings"). A list
#: without one names challenges, settings or use cases as often as techniques.
_CONJUNCT_LIST_CUES = L.USE_VERBS | _INCORPORATE | _COMBINE | L.COMPARE_CUES | frozenset(
    "combined integrated combination based relies rely relying".split())
#: How many tokens before a list its cue may stand (:meth:`MethodRules._list_cue_before`).
_LIST_CUE_REACH = 40
#: Participles that make "with" a relation, not a means ("associated with privacy protection").
_RELATION_VERBS = frozenset("associated related concerned faced confronted compatible".split())
#: Nouns that make the acronym definition after them a problem, not a method ("the problem
#: of X with Y (XY)", "a challenge known as X from Y"; :meth:`MethodRules._drop_long_form_heads`).
_PROBLEM_NOUNS = frozenset("problem challenge setting task".split())
#: Cue words before a known technique (:meth:`MethodRules._known_technique_after_cue`):
#: the cues of use and the means words "through", "by", "with".
_KNOWN_CUE_WORDS = _USE_CUE_WORDS | frozenset({"through", "by", "with"}) | _COMBINE

#: Heads of known phrases that name data, not a technique ("illustrative examples").
_KNOWN_DATA_HEADS = frozenset("example sample instance pair label data".split())
#: Heads of a known technique phrase besides process nouns (:data:`_KNOWN_PROCESS_RE`).
_KNOWN_TECHNIQUE_HEADS = _TECHNIQUE_PHRASE_HEADS | frozenset("learning training inference trick privacy".split())
#: A process noun ("weighting", "reduction", "expansion", "fusion", "adjustment", "analysis").
_KNOWN_PROCESS_RE = r"^[a-z]{3,}(?:ing|tion|sion|ment|ysis)$"
#: "-tion" / "-ment" nouns that name a thing or a quantity, not a process (and the
#: "making" of "decision-making").
_KNOWN_NON_PROCESS = frozenset(
    """distribution function condition solution population position question section
    direction dimension environment document instrument statement element process
    operator making""".split())
#: Descriptor nouns that may follow a known technique and are left out of its name
#: ("adversarial training techniques" -> "adversarial training").
_KNOWN_TECHNIQUE_TAILS = frozenset(
    """technique techniques method methods framework frameworks module modules strategy
    strategies scheme schemes mechanism mechanisms approach approaches equation
    equations""".split())
#: Singular technique nouns after which an unknown process phrase right after a cue of
#: use is still named as a technique ("via a stereographic projection method", "employs a
#: pairwise training strategy"): the singulars of :data:`_KNOWN_TECHNIQUE_TAILS` without
#: "equation", "module" and "framework" (parts and settings), plus "procedure" and
#: "principle". (A plural, "variable permutation schemes", names a family, whose name
#: keeps its head.)
_CALLED_TECHNIQUE_TAILS = frozenset(
    "technique method strategy scheme mechanism approach procedure principle".split())
#: Qualifiers that say how a technique is used, not which it is ("an optional matrix
#: sketching technique"): no first word of an unknown technique's name.
_CALLED_LEAD_EXCLUDED = frozenset("optional extra further additional alternative".split())
#: Plural class nouns whose listed names are often products or data, not methods
#: ("recommender systems such as <streaming service>", "molecular systems such as <dataset>").
_LIST_CLASS_EXCLUDED = frozenset({"systems"})
#: Prepositions inside the long form of an acronym after which a capitalised part is
#: no name of its own ("Reinforcement Learning from Human Feedback"):
#: :meth:`MethodRules._drop_long_form_tails`.
_LONG_FORM_PREPS = frozenset("from with for of via by on through in under over".split())
#: Plural nouns of a family of methods besides the class nouns of the list rules: a
#: bracketed list of names after them names its members ("OCE risks (CVaR, tilted
#: ERM)", "robust losses (DRO, OCE)"): rule ``method-class-list``. "tools" and
#: "protocols" list software and procedures used ("code generation tools, such as Foo",
#: "using tools such as random projections", "FL protocols such as secure aggregation";
#: methods session 33 (mu18): dev +2 right, 0 false; corpus 1 new firing, right).
_LIST_FAMILY_NOUNS = frozenset(
    """losses risks criteria objectives regularizers regularisers heuristics variants
    mechanisms encodings samplers classifiers detectors encoders decoders backbones
    tools protocols""".split())
#: Most words of a reduced relative clause between a class noun and its bracketed list
#: ("algorithms explored in the literature (Flooding, SoftAD)").
_REDUCED_RELATIVE_MAX = 5
#: A hyphen and a lower-case past participle (or "based") that end a word: the word is a
#: modifier ("MATRIX-simulated", "AI-synthesized", "Score-based"), no method name.
_PARTICIPLE_COMPOUND_RE = re.compile(r"\w-(?:[a-z]{2,}ed|based)$")
#: Words that open a list of examples after a class noun ("algorithms, i.e., A and B").
_EXAMPLE_OPENERS = frozenset("e.g. i.e. e.g i.e including".split())
#: Words that call the technique after them established ("the standard greedy algorithm").
_ESTABLISHED_WORDS = frozenset(
    """standard conventional canonical classic classical traditional popular prevalent mainstream
    widely-used widely-adopted off-the-shelf well-known well-established""".split())
#: First tokens of :data:`_ESTABLISHED_WORDS` ("widely" of "widely-used").
_ESTABLISHED_FIRST = frozenset(w.split("-")[0] for w in _ESTABLISHED_WORDS)
#: Generic nouns that head an established technique with a modifier ("greedy algorithm").
_GENERIC_METHOD_HEADS = frozenset({"algorithm", "model", "network", "classifier", "estimator", "process",
                                   "processes"})
#: Plural nouns that name a family of methods by what its modifiers say ("data valuation
#: approaches", "parallelization techniques", "post-hoc methods"): read by
#: :meth:`MethodRules._method_family` (``method-family``). ("strategies" is left out: on
#: corpus text its modifiers mostly say what an agent or a design does, "encoding
#: strategies", "experimentation strategies".)
_FAMILY_PLURALS = frozenset({"methods", "approaches", "techniques"})
#: Heads of a designed component or operation that name a technique only with a technical
#: modifier ("ODE solvers", "orthogonal projection", "a gating mechanism", "the Laplace
#: mechanism", "normalization layers"; not "a fast solver", "the underlying mechanism").
#: Read by the noun-phrase rule as :data:`~kg.extract.lexicon.WEAK_METHOD_HEADS` are
#: (singular forms; :meth:`MethodRules._component_head_ok`). Source: methods round 10's
#: dev misses (no rule read these heads: "mechanism" 27 gold of 107 uses, "solvers" 9 of 18).
_COMPONENT_HEADS = frozenset("solver projection mechanism layer".split())
#: Words of position or size before "layer(s)" that say which layer of a network, not
#: which kind ("hidden layers", "the top layers", "subsequent network layers").
_LAYER_POSITION_WORDS = frozenset(
    """hidden top bottom deep deeper shallow shallower first last final early earlier later
    intermediate middle subsequent preceding previous next upper lower critical wide network
    output input inner outer""".split())
#: Modifiers that make "mechanism(s)" the way a studied system works, not a designed part
#: ("causal mechanisms", "the data-generating mechanism", "neural mechanisms", "reasoning
#: mechanisms", "the treatment assignment mechanism").
_STUDIED_MECHANISM_WORDS = frozenset(
    """causal neural biological cognitive brain generating underlying selection assignment
    reasoning memory physical""".split())
#: A capital right after a lower-case letter: the shape of a CamelCase system name
#: ("ChatGPT", "FedAvg", "ConvNeXt"), see ``_camel_case_model_names``.
_CAMEL_RE = re.compile(r"[a-z][A-Z]")


#: Verbs that give the paper's own system its name ("we call it X", "we obtain X"),
#: besides :data:`~kg.extract.lexicon.PROPOSE_VERBS`.
_NAMING_VERBS = frozenset("call name dub term obtain".split())


def _naming_verb_stem(w: str) -> str:
    """The stem of the lower-case word ``w`` when it is an inflection ("-s", "-es",
    "-d", "-ed") of a verb of :data:`~kg.extract.lexicon.PROPOSE_VERBS` or
    :data:`_NAMING_VERBS` ("introduces" -> "introduce", "named" -> "name"), else ``w``."""
    for suf in ("es", "ed", "s", "d"):
        if w.endswith(suf) and (w[:-len(suf)] in L.PROPOSE_VERBS or w[:-len(suf)] in _NAMING_VERBS):
            return w[:-len(suf)]
    return w

#: The end of two words glued by a lost space ("MethodologyWe", "ResultsOur"): a
#: CamelCase shape that names nothing.
_GLUED_RE = re.compile(r"[a-z](?:We|Our|The|In|This|These|It|Its|To|And|For|With|On|As|An?|Setting|Results?|Methods?|Methodology)$")
#: CamelCase names of venues, companies, platforms, software frameworks, sensors and
#: simulators: never a model the paper uses.
_NON_MODEL_NAMES = frozenset("""GitHub GitLab NeurIPS NeurIPS OpenAI DeepMind PyTorch TensorFlow YouTube HuggingFace LaTeX
    WiFi LiDAR LiDARs AutoML MuJoCo iPhone CoRL PubMed WikiData Wikidata LinkedIn TikTok""".split())
#: Modifiers that name a class of architectures before a plural model noun
#: ("generative models", "equivariant networks"): see ``_model_family_plural``.
_FAMILY_MODIFIERS = frozenset("""generative autoregressive discriminative foundation equivariant invariant
    multimodal multi-modal spiking convex parametric nonparametric non-parametric probabilistic
    recurrent convolutional residual graphical energy-based score-based flow-based latent-variable
    transformer encoder-decoder sequence-to-sequence seq2seq vision-language attention-based""".split())
#: Words that may join a modifier of :data:`_FAMILY_MODIFIERS` in such a family
#: ("deep generative models", "large foundation models") but name none alone.
_FAMILY_MODIFIER_COMPANIONS = frozenset("""deep neural large pretrained pre-trained linear""".split())
#: A modifier that names what a model maps to what ("text-to-image", "image-to-video",
#: "speech-to-text"): before a plural model noun it names a family of generative or
#: translation models like a modifier of :data:`_FAMILY_MODIFIERS` ("text-to-image
#: models"). Both sides are nouns of one to three hyphen-free words; "end-to-end",
#: "peer-to-peer", "one-to-many" and the like (:data:`_NON_MAPPING_SIDES`) arrange or
#: count and name none.
_MAPPING_MODIFIER_RE = re.compile(r"^([a-z0-9]{2,})-to-([a-z0-9]{2,})$")
#: Sides of an "X-to-Y" word that make no mapping between kinds of data (arrangements,
#: counts, and the adjectives and verbs of "easy-to-use", "cheaper-to-run").
_NON_MAPPING_SIDES = frozenset("""end peer one many few all each point step day face back state
    coarse fine easy hard low high short long top bottom left right simple complex weak strong
    small large near far front plug cheap cheaper easier harder faster slower ready run use train read learn
    deploy implement compute interpret understand solve""".split())
#: Number words that form a compound modifier with a unit noun ("two layer networks").
_NUMBER_WORDS = frozenset("one two three four five six seven eight nine ten".split())
#: Singular nouns that a number before them turns into a compound modifier, not a count
#: ("two layer neural networks" = "two-layer", "three stage pipelines", "two player games").
_COMPOUND_UNIT_NOUNS = frozenset("layer stage step player level hop head stream tower branch scale".split())
#: Singular nouns that "high" / "low" before them turn into a compound modifier
#: ("high variance estimators", "low rank approximation", "high order methods").
_COMPOUND_DEGREE_NOUNS = frozenset("variance rank order bias dimension dimensional resolution".split())
#: Superlatives of distance or length that form a compound modifier with the singular noun
#: after them ("nearest neighbor search" = the search for the nearest neighbor, "shortest
#: path problems"), and "multiple" before "choice(s)" ("multiple choice questions").
_COMPOUND_SUPERLATIVES = frozenset("nearest closest shortest longest farthest furthest".split())
#: Switch of :data:`_COMPOUND_SUPERLATIVES` and "multiple choice" in :meth:`MethodRules._compound_lead`.
COMPOUND_SUPERLATIVE = True
#: Switch: a degree adverb that opens a noun phrase and grades the adjective or participle
#: after it ("weakly supervised learning", "partially observable Markov decision processes",
#: "infinitely wide networks") stays in the trimmed phrase (:meth:`MethodRules._degree_lead`);
#: off, it is trimmed with the other adverbs.
DEGREE_LEAD = True
#: Switch: a participle that opens a noun phrase right after an attributive word (a gerund
#: such as "existing", or an adverb after a determiner: "a fast") is a modifier of the
#: noun, not a verb (:meth:`MethodRules._verbal_lead`): "existing spoken language models",
#: "a fast underdamped Langevin algorithm" keep "spoken" and "underdamped".
ATTRIBUTIVE_BEFORE = True
#: Participles that place a thing in prior work or in the making of the model rather than
#: name its kind ("established", "proposed", "pretrained"): :meth:`MethodRules._attributive_before`
#: leaves them (and :data:`_PROCESS_LEADS`) to the trimming.
_PLACING_PARTICIPLES = frozenset("""established proposed developed introduced published reported
    studied mentioned aforementioned adopted used employed pretrained""".split())
#: Adverbs of completeness, intensity or the manner of making that grade a state of one
#: thing, not a kind of it ("a fully offline setting", "a severely distorted classifier",
#: "a separately trained critic", "manually chosen hyperparameters"): trimmed before a
#: modifier as before (:meth:`MethodRules._degree_lead`).
_STATE_ADVERBS = frozenset("""fully completely totally wholly purely perfectly severely strongly
    mildly separately jointly independently efficiently manually automatically""".split())
#: The words that can end a comparison cue (:meth:`MethodRules._compare_cue_end` gives None
#: at any other token), besides the forms of :data:`_COMPARE_VERB_PREFIXES`.
_CUE_END_WORDS = frozenset({"than", "versus", "vs", "vs.", "to", "with", "over", "upon", "unlike", "from"})
#: Beginnings of the verbs of comparison that end a cue ("outperforms", "surpassing", "beat").
_COMPARE_VERB_PREFIXES = ("outperform", "surpass", "beat")


#: lower-case word -> whether it can end a comparison cue (:func:`cue_end_tokens`)
_CUE_END_MEMO: dict[str, bool] = {}
#: entries kept in :data:`_CUE_END_MEMO` before it is cleared (bounds memory on huge corpora)
_CUE_END_MEMO_MAX = 1 << 16


def cue_end_tokens(lowers: list[str]) -> list[int]:
    """Indices, ascending, of the lower-case tokens of ``lowers`` that can end a comparison
    cue: a word of :data:`_CUE_END_WORDS` or one opening with a prefix of
    :data:`_COMPARE_VERB_PREFIXES` ("outperforms", "surpassing"). The same tokens as testing
    each word, read per word from a memo (one dictionary read per token, in C).

    Args:
        lowers: the lower-case token texts of a Doc.
    Returns:
        The token indices (read by :meth:`MethodRules._compare_cue_ends`).
    """
    memo = _CUE_END_MEMO
    try:
        flags = list(map(memo.__getitem__, lowers))
    except KeyError:
        if len(memo) > _CUE_END_MEMO_MAX:
            memo.clear()
        for w in set(lowers).difference(memo):
            memo[w] = w in _CUE_END_WORDS or w.startswith(_COMPARE_VERB_PREFIXES)
        flags = list(map(memo.__getitem__, lowers))
    return list(compress(range(len(flags)), flags))


def _is_compare_word(w: str) -> bool:
    """Whether the lower-cased word ``w`` is a comparison cue that the compared thing follows
    directly: "than", "versus", "vs", or a form of outperform / surpass / beat."""
    return w in ("than", "versus", "vs", "vs.") or w.startswith(_COMPARE_VERB_PREFIXES)


#: Two-word cues of use before an acronym definition (:meth:`MethodRules._acronym_after_use_cue`).
_DEFINED_USE_PAIRS = frozenset({("based", "on"), ("built", "on"), ("builds", "on"), ("build", "on"),
                                ("inspired", "by"), ("relies", "on"), ("rely", "on"), ("combined", "with")})
#: The words that name what follows as the paper's own ("our X", "we propose the X", "called
#: X"): a sign that an acronym defined after a cue of use is no technique the paper builds on
#: (:meth:`MethodRules._own_acronym`).
_OWN_NAME_LEFT = (r"\b(?i:our|(?:propos|introduc)(?:e|es|ed|ing)|present(?:s|ed|ing)?|called|named|dubbed|termed)"
                  r"\s+(?i:(?:the|a|an)\s+)?")
#: Parts of speech of a word that continues a noun phrase (:meth:`MethodRules._own_acronym`).
_NOUN_PHRASE_POS = frozenset({"NOUN", "PROPN", "ADJ", "NUM"})
#: Words before "to"/"with" that make a comparison cue ("compared to X", "comparably to X").
_COMPARED_TO_WORDS = frozenset({"compared", "comparing", "comparison", "comparable", "comparably", "relative"})
#: Words that place a baseline in prior work or rate it, read past after a comparison cue
#: ("outperforms existing data valuation approaches", "than other linearized attention
#: alternatives"): the qualifiers of prior work (:data:`~kg.extract.lexicon.PRIOR_WORK_QUALIFIERS`)
#: and words that rate a baseline or set it beside others.
_BASELINE_LEADS = L.PRIOR_WORK_QUALIFIERS | frozenset(
    """past prevailing contemporary concurrent other alternative related competing leading
    classical standard strong most all available comparable equivalent baseline cited
    celebrated specialized older powerful best top competitive sophisticated prevalent pioneering
    renowned evaluated""".split())
#: Switch (methods round 32): "<cue> standard X" with X one method word (an acronym the text
#: defines, a known method name or a technique gerund) is the compared baseline "standard X"
#: (:meth:`MethodRules._standard_baseline_after_compare_cue`).
STANDARD_BASELINES = True
#: Switch (methods round 32): the first example after a family of methods ("black-box methods
#: such as probing", "tricks, e.g., parameter-sharing") is a method
#: (:meth:`MethodRules._example_technique_after_family`).
EXAMPLE_TECHNIQUES = True
#: Plural heads of a family of methods whose examples follow ("methods such as X").
_EXAMPLE_FAMILIES = _FAMILY_PLURALS | frozenset({"tricks", "heuristics", "strategies", "schemes", "algorithms"})
#: Adjectives that name the plain, unmodified version of a method after a comparison cue
#: ("than standard VI", "over vanilla fine-tuning").
_PLAIN_VERSION_WORDS = frozenset("standard vanilla naive conventional classical traditional plain".split())
#: Adverbs that place a baseline in time, use or availability, not in kind ("compared to
#: previously developed models", "widely used methods", "openly released models"): no
#: graded modifier of a family name.
_PLACING_ADVERBS = frozenset(
    """previously recently currently originally formerly commonly widely traditionally
    conventionally typically usually frequently generally newly openly publicly freely""".split())
#: Plural heads of a family of baselines after a comparison cue (method-compared-np).
#: Session 33 added "strategies", "codecs", "systems", "policies", "alternatives"
#: ("outperforms existing post-hoc strategies", "compared with neural network policies").
_BASELINE_PLURALS = _FAMILY_PLURALS | frozenset(
    {"agents", "attacks", "solvers", "architectures", "algorithms", "estimators", "models", "networks",
     "baselines", "strategies", "codecs", "systems", "policies", "alternatives"})
#: Drop a technique that a rule of :data:`_INNER_PIECE_RULES` read inside a longer method
#: candidate (:meth:`MethodRules._drop_inner_methods`).
DROP_INNER_PIECES = True
#: Switch (methods round 30): a known method name that ends a longer capitalised or
#: hyphenated name gives the longer name, or nothing inside the paper's own name
#: (:meth:`MethodRules._longer_name_start`).
LONGER_NAMES = True
#: Switch (methods round 30): an indefinite noun phrase before "is proposed" / "are
#: introduced", and a second indefinite object coordinated with an own phrase ("we propose
#: a X and a Y"), are the paper's own contribution (:meth:`MethodRules._own_passive_phrases`).
OWN_PASSIVE_PHRASES = True
#: Switch (session 53, fixJprop): "along with" / "together with" after the object of the
#: paper's contribution verb in the same sentence ("we design a World Model for X, along with a
#: Task Generator that ...") joins a second thing the paper makes, so it is no cue of use
#: (rule ``method-cue``); :meth:`MethodRules._own_alongside`.
OWN_ALONGSIDE = True
#: Switch (methods round 30): pre-trained models released with the code are files, not
#: methods used (:meth:`MethodRules._drop_released_artifacts`).
DROP_RELEASED_ARTIFACTS = True
#: Switch (methods round 30): an activation function inside "<activation> networks" is no
#: method used of its own (:meth:`MethodRules._drop_activation_of_network`).
DROP_ACTIVATION_OF_NETWORK = True
#: Switch (methods round 30): a capitalised common word after a colon is no method name
#: (:meth:`MethodRules._drop_colon_openers`).
DROP_COLON_OPENERS = True
#: Switch (methods round 34): after a cue of use, a technique phrase headed by a frame noun
#: ("employ an encoder-decoder architecture", "using a neuro-symbolic approach") is a
#: method used (:meth:`MethodRules._framed_technique_after_use_cue`).
USE_FRAME_OBJECTS = True
#: Frame nouns that head a technique named by its modifiers after a cue of use.
_USE_FRAME_HEADS = frozenset(
    """approach approaches strategy strategies technique techniques framework frameworks
    architecture architectures mechanism mechanisms""".split())
#: ("paradigm" is no frame head here: rule ``method-paradigm`` reads "a X paradigm" as X, and both
#: gave one technique two nodes, "structural interleaved pre-training (paradigm)"; lead, session 34)
#: Switch (methods round 34): the field or technique after "ideas / tools / techniques from"
#: is one the work builds on (:meth:`MethodRules._frame_nouns_from`).
FRAME_FROM = True

#: "through" is a means cue like a verb of use where it follows a verb, a noun or a
#: comma ("validate these findings through causal intervention", "groups constraints
#: through community detection"); see :meth:`_Methods._through_means`.
THROUGH_MEANS = True

#: A noun-phrase method headed by "modeling" / "learning" right after "for" is a purpose,
#: no method (:meth:`_Methods._drop_purpose_modeling`).
DROP_PURPOSE_MODELING = True
#: Switch (mu21): a modifier the tagger reads as a bare verb after "to" ("extend X to
#: linear/VB function approximation", "tailored to graph/VB neural networks") opens the
#: method's noun phrase (:meth:`MethodRules._mistagged_lead`).
MISTAGGED_LEAD = True
#: Switch (mu22): "with" after the object of a verb of combining ("combine X with local
#: updates", "integrate the fine-tuning with standard instruction tuning") is a cue of use
#: (:meth:`MethodRules._combine_with_cue`).
COMBINE_WITH = True
#: Switch (mu22): a named body of theory ("information theory", "mean field theory",
#: "the nonlinear Perron-Frobenius theory") is a method the work uses
#: (:meth:`MethodRules._named_theories`).
NAMED_THEORIES = True
#: Switch (mu23): "with" after a noun or name is a cue of use for a known technique
#: ("a transformer with rotary position embedding", "training with label smoothing",
#: "kernel ridge regression with random features"; :meth:`MethodRules._known_technique_after_cue`).
WITH_KNOWN = True
#: Nouns before "with" that make it a relation, an agreement or a problem, no means
#: ("in line with", "in accordance with", "problems with", "interaction with").
_WITH_RELATION_NOUNS = frozenset("""line accordance agreement contrast conjunction par problem problems
issue issues difficulty difficulties challenge challenges interaction interactions familiarity
experience relation relationship connection connections correlation consistency""".split())
#: Heads of a property or goal that "with" after a noun gives a thing ("records with privacy
#: protection", "training with privacy preservation"): no technique used (:data:`WITH_KNOWN`).
_WITH_GOAL_HEADS = frozenset("protection preservation guarantee guarantees awareness".split())
#: Switch (mu23): "with" after the object of a verb of proposing or extending ("we propose
#: gradient methods with X", "we extend <name> with X") equips the paper's own method: X is
#: a part of it, no method used (:meth:`MethodRules._with_after_noun`).
WITH_OWN_OBJECT = True
#: Verbs whose object "with" equips with a part of the paper's own method (:data:`WITH_OWN_OBJECT`).
#: Not "augment" / "equip": "augment language models with retrieval" names a used technique.
_OWN_EQUIP_VERBS = frozenset("""propose proposes proposed proposing introduce introduces introduced
introducing extend extends extended extending present presents presented presenting develop
develops developed developing design designs designed designing devise devises devised devising""".split())
#: Switch (mu23): after "with" that follows a noun, a lower-case phrase headed by a
#: technique-part noun (:data:`_WITH_PART_HEADS`) is a method used ("a loss function with
#: a strongly convex regularizer", "backpropagation with a straight-through operator", "a
#: codec with residual vector quantizers"; :meth:`MethodRules._phrase_after_use_cue`).
WITH_PART = True
#: Switch (mu53): after a verb of use or a means "through" (not "with"), a lower-case phrase headed by
#: a generic technique noun is a method used when a modifier names the kind ("we utilize an
#: evolutionary strategy", "we employ binary search", "through contrastive training";
#: :meth:`MethodRules._kind_named_before_generic_head`).
USE_GENERIC_HEAD = True
#: Generic nouns of :data:`~kg.extract.lexicon.GENERIC_NOUNS` that head a technique's name
#: when a modifier names its kind (:data:`USE_GENERIC_HEAD`): "evolutionary strategy", "binary
#: search", "perceptual loss". Not the nouns of data, tasks, results or work ("image",
#: "detection", "prediction", "performance"), nor "method" / "approach" / "model", which the
#: rules of families and descriptors read; not "function", "module" or "policy": on 2,784
#: unannotated abstracts these named the paper's own parts or objects more often than a
#: technique ("uses novel reward functions", "incorporates a geometry module", "the given
#: reference policy": 13 of 31 right). Not "training" either: "via progressive training" is a
#: way of training, which a method names only with a known name (tests/test_methods17.py).
_KIND_GENERIC_HEADS = frozenset("""strategy strategies estimation search inference optimization
learning modeling modelling network networks architecture architectures mechanism
mechanisms loss representation representations""".split())
#: Words before or inside such a phrase that make it the paper's own part or one choice among
#: several, no technique used (:data:`USE_GENERIC_HEAD`): "employ a novel sampling strategy",
#: "utilizing different attention strategies", "relies on identical training".
_KIND_OWN_OR_CHOICE_WORDS = L.SELF_WORDS | frozenset(
    "novel new proposed innovative different particular identical specific certain".split())
#: Heads of a technique part that "with" after a noun attaches (:data:`WITH_PART`).
_WITH_PART_HEADS = frozenset("""regularizer regularizers regulariser regularization
operator operators activation activations ensemble ensembles quantizer quantizers encoding encodings embedding embeddings normalization
dropout augmentation augmentations kernel kernels decoder decoders encoder encoders""".split())
#: Words that make the phrase after "with" the paper's own ("with our loss", "with a novel regularizer").
_WITH_OWN_WORDS = frozenset("our novel new proposed this these such its their".split())
#: Modifiers that make "theory" the paper's own or a generic one, no named body of theory
#: ("a comprehensive theory", "the developed theory", "a mathematical theory").
_THEORY_OWN_MODIFIERS = frozenset("""new novel unified general our derived developed proposed
    comprehensive rigorous existing recent mathematical formal theoretical classical standard
    modern current prior previous single complete first definitive scientific academic
    non-asymptotic asymptotic solid sound precise exact full fundamental underlying
    corresponding resulting present such different various relevant intuitive analytical abstract""".split())
#: Verbs of combining whose object "with" joins a second technique to.
_COMBINE_WITH_VERBS = _COMBINE | frozenset("combined integrated".split())
#: Parts of speech of a word right after the phrase joined by "with" that show the chunker
#: cut the phrase short ("integrate X with stage-based value / updates").
_COMBINE_CUT_POS = frozenset("NOUN PROPN VERB ADJ NUM X".split())
#: Heads of what a verb of combining joins that is content or a change, no technique
#: ("integrating spatial structure with street-level semantics", "with minimal modifications").
_COMBINED_CONTENT_HEADS = frozenset("""semantics information knowledge context contexts structure
    structures feature features modification modifications change changes""".split())
#: Tokens that end the object of such a verb before "with": a clause or phrase boundary.
_COMBINE_OBJECT_BREAK_POS = frozenset("VERB AUX ADP SCONJ CCONJ PRON PUNCT".split())
#: Adjective endings that no bare verb after "to" has ("linear", "spectral", "stochastic",
#: "Bayesian"; not the verbs "reveal", "appear": no "e" before "al"/"ar", but "-inear").
_ADJECTIVE_END_RE = re.compile(r"[a-z]*(?:[^e]al|[^e]ar|inear|ic|ous|ian)")
#: Heads of the phrase after a means "through": nouns of an action ("causal intervention",
#: "spectral decomposition", "dimensionality lifting"); a phrase of any other head after
#: "through" was as often a part of the paper's own system ("through a semantic mapper").
_THROUGH_PROCESS_RE = r"[a-z]{3,}(?:tion|sion|ing)s?"
#: "-ing" / "-tion" nouns after a means "through" that name a thing, a place or the
#: work's own checking, no technique ("through tool embeddings", "learn through
#: environment interaction", "validated through rigorous testing").
_THROUGH_THING_NOUNS = frozenset("embedding setting building station position interaction testing".split())
#: Verbs after which "through" is a passage, no means ("pass through the network").
_THROUGH_PASSAGE_VERBS = frozenset("""pass passes passed passing go goes went going flow flows flowing
    propagate propagates propagated propagating travel travels traveling travelling move moves
    moving iterate iterates iterating run runs running break breaks breaking search searches
    searched searching navigate navigates navigating forward backpropagate backpropagates
    backpropagated backpropagating differentiate differentiates differentiating""".split())
#: Nouns after "through (the)" that open a viewpoint, no means ("through the lens of").
_THROUGH_VIEW_NOUNS = frozenset("lens lenses eyes perspective perspectives prism viewpoint".split())
#: Nouns of borrowed machinery before "from <field or technique>".
_FROM_FRAME_NOUNS = frozenset("""idea ideas concept concepts tool tools technique techniques method methods
    machinery insight insights""".split())
#: Heads after "from" that name a source of text, not a technique ("prior works", "the literature").
_FROM_SOURCE_HEADS = frozenset("""work works literature paper papers study studies example examples
    knowledge code data document documents community communities researcher researchers""".split())
#: Rules that read a capitalised word as a method name in a list or after a cue.
_NAME_LIST_RULES = frozenset({"method-list", "method-cue", "method-conjunct"})
#: Activation functions (lower case), the kind of a network they name ("ReLU networks").
_ACTIVATION_NAMES = frozenset(
    "relu gelu silu selu elu swish mish tanh sigmoid softplus leakyrelu prelu".split()) | {"leaky relu"}
#: Heads of a network phrase ("networks", "nets", "NNs").
_NETWORK_HEADS = frozenset("network networks net nets nn nns dnn dnns mlp mlps".split())
#: Heads of a released file that a method rule reads as a model.
_ARTIFACT_HEADS = frozenset("model models checkpoint checkpoints weights".split())
#: What a paper releases with its models ("code", "data").
_RELEASE_OBJECTS = frozenset("code codes codebase data dataset datasets".split())
#: Participles of a contribution in the passive ("a loss is proposed").
_OWN_PASSIVE_PARTICIPLES = frozenset("proposed introduced developed designed presented devised".split())
#: A capitalised word of a longer name (a capital, then lower-case letters; "Decision").
_TITLE_WORD_RE = re.compile(r"[A-Z][a-z]+")
#: Parts of speech of a capitalised word that is no part of a name ("The", "In", "Our").
_FUNCTION_POS = frozenset("DET PRON ADP CCONJ SCONJ AUX PART NUM".split())
#: Switch (methods round 29): a used, compared or background method whose text is an
#: alias (the acronym or the long form) of the paper's main task is that task ("Semi-supervised
#: learning (SSL) has witnessed ...": "SSL" is the problem the paper addresses, not a method it
#: uses) (:meth:`MethodRules.main_task_aliases`).
DROP_MAIN_TASK_ALIASES = True
#: Switch (methods round 29): a learning paradigm or training regime with a modifier may
#: head a baseline after a comparison cue ("compared to unimodal learning", "outperforms
#: explicit multitask training"; :meth:`MethodRules._baseline_phrase_end`). Dev +2 right,
#: 0 false; on the 222 corpus abstracts with such a cue a few words before the head, 8 new
#: items of which 7 right (the gerund "treating learning", now refused, was the wrong one).
COMPARED_PARADIGMS = True
#: A lower-case "-ing" process noun may head a baseline after a comparison cue
#: (:meth:`MethodRules._baseline_process_head`: "outperform random reshuffling").
BASELINE_PROCESS_HEADS = True
#: Rules that read a technique out of a longer phrase ("diffusion" of "diffusion-based
#: models", "fine-tuning" of "supervised fine-tuning").
_INNER_PIECE_RULES = frozenset({"method-based-on", "method-standalone", "method-np"})
#: Words before "from" that set what follows beside the paper's own ("different from X").
_DIFFERENT_WORDS = frozenset("different differs differ differing distinct".split())
#: Rules whose method names spread to the names coordinated with them (``method-conjunct``).
_CONJUNCT_SOURCE_RULES = frozenset({"method-gazetteer", "method-model-name", "method-cue",
                                    "method-compared-name", "method-acronym", "method-list"})
#: Technique gerunds that name the technique even with an object after a means word ("by
#: fine-tuning X", "via prompting X"): read by :meth:`MethodRules._technique_gerund_after_means`.
#: ("pruning" is left out: "by pruning data points", "by pruning skills" prune no network.)
_GERUND_TECHNIQUES = frozenset(
    "fine-tuning finetuning prompting pretraining pre-training self-training".split())
#: Mathematical heads that a person's name makes the name of an established tool ("KL
#: divergence", "Gromov-Hausdorff distance", "Gaussian processes", "Markov chains",
#: "Legendre polynomials", "Monge-Ampère equation", "Fisher information", "Shapley values",
#: "Nesterov momentum", "Girsanov theorem", "Moreau envelope"; not "function" nor "noise":
#: on the corpus "Lipschitz function", "Markovian reward function", "Massart noise",
#: "sub-Gaussian noise" name objects and assumptions of the analysis as often as tools): read by
#: :meth:`MethodRules._eponym_techniques` (``method-eponym``).
_EPONYM_HEADS = frozenset(
    """divergence divergences distance distances process processes chain chains kernel kernels
    polynomial polynomials equation equations barycenter barycenters discrepancy discrepancies
    information transform transforms value values momentum theorem theorems envelope envelopes""".split())
#: Heads that name a tool only after a person's name in the possessive ("Newton's method",
#: "Lloyd's algorithm", "Stein's lemma", "Tweedie's formula", "Hutchinson's trace estimator",
#: "Kashin's representation"; "Weitzman's rule", "Oja's rule": methods round 30): "a Newton
#: method" or "the Lloyd algorithm" go to the noun-phrase rule, and "the GPU's memory",
#: "Moore's law" ("law": an observation, not a tool) stay out. Read by :meth:`MethodRules._eponym_techniques` (``method-eponym``);
#: methods round 29.
_POSSESSIVE_EPONYM_HEADS = frozenset(
    """method methods algorithm algorithms lemma lemmas inequality inequalities identity formula
    estimator estimators acceleration representation rule rules""".split())
#: Heads after which an all-capital short name still names a tool ("KL divergence",
#: "MMD distance"); other heads need a written name ("Markov", "Gromov-Hausdorff").
_EPONYM_SHORT_HEADS = frozenset("divergence divergences distance distances".split())
#: Learning-setting words that may modify an established technique ("supervised classifiers").
_LEARNING_SETTING_WORDS = frozenset({"supervised", "unsupervised", "statistical"})
#: Process nouns in "-ation" ("relaxation", "regularization"); "-ment" and "-ition" nouns
#: mostly name things ("requirements", "conditions") and are listed in _USE_OBJECT_HEADS.
_USE_PROCESS_RE = r"^[a-z]{3,}(?:ation|isation|ization)s?$"
#: Words that make "to X" a comparison ("superior performance to X", "preferred to X").
_SUPERIOR_TO = frozenset({"superior", "superiority", "preferable", "preferred", "inferior"})
#: Switch (session 50): "to" after a word of comparison or superiority and a measure noun ends a
#: comparison cue ("comparable runtime to X", "preferable accuracy to X", "comparable or superior
#: performance to X"; :meth:`MethodRules._rated_measure_to`), as "comparable to X" does.
RATED_MEASURE_TO = True
#: Nouns of a measured quality that a rating word and "to X" set beside a baseline
#: (:meth:`MethodRules._rated_measure_to`); "robustness to", "sensitivity to" and the like take
#: "to" as their own complement and are not listed.
_RATED_MEASURE_NOUNS = L.METRIC_WORDS | frozenset(
    """performance performances result results runtime runtimes speed speeds quality efficiency
    score scores""".split())

#: A model family (:data:`~kg.extract.lexicon.MODEL_FAMILIES`) and a version
#: number written apart, with an optional size, or a size alone: "Claude 3.5", "Gemini
#: 1.5", "Llama 3 70B", "Mistral 7B" (the name finder stops at the number). Variant words
#: after it are read by :meth:`MethodRules._spaced_model_names`.
_SPACED_MODEL_RE = re.compile(
    r"(?<![\w\-])(?:" + "|".join(re.escape(f) for f in sorted(
        L.MODEL_FAMILIES, key=lambda f: (-len(f), f)))
    + r")[ \-]?(?:v?\d+(?:\.\d+)*[a-z]?(?:[ \-]\d+(?:\.\d+)?[BbMm])?|\d+(?:\.\d+)?[BbMm])(?![\w\-.]*\w)")
#: A model id written in lower case with a release suffix ("o1-preview", "o3-mini",
#: "gpt-4o-mini", "gpt-3.5-turbo").
_LOWER_MODEL_RE = re.compile(
    r"(?<![\w\-.])[a-z]{1,8}-?\d[a-z0-9.]*(?:-[a-z0-9.]+)*-(?:preview|mini|turbo|instruct|chat)(?![\w\-])")
#: The release suffixes of :data:`_LOWER_MODEL_RE` (a cheap test before the pattern).
_RELEASE_SUFFIXES = ("-preview", "-mini", "-turbo", "-instruct", "-chat")
#: The first words of the model families (:data:`~kg.extract.lexicon.MODEL_FAMILIES`: "GPT",
#: "Stable" of "Stable Diffusion"), for a cheap test of the tokens before
#: :data:`_SPACED_MODEL_RE` runs.
_FAMILY_WORDS = frozenset(f.split()[0] for f in L.MODEL_FAMILIES)
#: A noun that makes the number before it a count ("Llama 3 times", "GPT 2 epochs").
_COUNTED_NOUN_RE = re.compile(r" (?:times|epochs?|runs?|seeds?|steps?|rounds?|trials?|iterations?|"
                              r"layers?|shots?|samples?|days?|hours?|minutes?)\b")
#: A unit after the number, which makes it a value, not a version ("CLIP 68.3%", "ViT 2.1x",
#: "GPT 4.2 points" in a list of scores).
_VALUE_UNIT_RE = re.compile(r"\s?(?:%|×|x(?![\w\-])|pp\b|points?\b)")
#: Capitalised variant words that may follow a spaced model name ("Gemini 1.5 Pro",
#: "Claude 3 Opus", "Llama 2 Chat"): title-case words, at most two, no stop words.
_MAX_VARIANT_WORDS = 2
#: Size and release words that belong to a spaced model name in lower case too ("Phi 3
#: mini", "Qwen 2 base", "Llama 2 chat"); a lower-case word after them other than a model
#: noun makes them a modifier of that word ("Llama 2 large language model").
_LOWER_VARIANT_RE = re.compile(
    r" (mini|small|base|large|medium|tiny|nano|lite|instruct|chat|turbo|pro|xl|xxl)"
    r"(?![\w\-])(?: (?P<next>[a-z]+))?")
#: Lower-case words that may follow a size word of :data:`_LOWER_VARIANT_RE`: model nouns
#: and the function words of :data:`~kg.extract.lexicon.NAME_STOPWORDS`.
_AFTER_VARIANT = frozenset("model models checkpoint checkpoints variant variants version versions".split()) \
    | L.NAME_STOPWORDS | frozenset("is are was were be across under over against than".split())

#: Participles and gerunds of a training process that open a noun phrase without being
#: part of the technique it names ("a trained deep neural network", "training deep neural
#: networks" -> "deep neural network(s)"; "adversarial training" keeps its head, and a
#: capitalised name keeps its first word: "Fitted Q Iteration").
_PROCESS_LEADS = frozenset("trained training learned learnt fitted obtained resulting underlying".split())


@lru_cache(maxsize=None)
def _np_loop_head_words() -> tuple[frozenset[str], frozenset[str]]:
    """The words that let the noun-phrase loop of :meth:`MethodRules.methods` add a
    candidate, for its exact early test (session 60: work avoided, not a new rule).

    Returns ``(head_words, heads)``: ``heads`` are the head nouns the loop's tests read, as a
    head or its singular (:data:`_STANDALONE_METHODS`, :data:`~kg.extract.lexicon.METHOD_HEADS`,
    :data:`~kg.extract.lexicon.TECHNIQUE_HEADS`, :data:`_COMPONENT_HEADS`); ``head_words`` adds
    what the loop reads of the head token as written: :data:`_FAMILY_PLURALS` and every
    ending of a phrase of :data:`~kg.extract.lexicon.STANDALONE_TECHNIQUES` and
    :data:`~kg.extract.lexicon.REGIME_TECHNIQUES` (the loop compares the whole phrase's lower
    case with them, so its last token's lower case is such an ending; the phrases are
    ASCII, so lower-casing the phrase and the token agree). A phrase whose head is in
    neither set (as written and singular) and that holds no word of
    :data:`_STANDALONE_METHODS` before its head gets nothing from the loop.
    """
    heads = _STANDALONE_METHODS | L.METHOD_HEADS | L.TECHNIQUE_HEADS | _COMPONENT_HEADS
    phrases = L.STANDALONE_TECHNIQUES | L.REGIME_TECHNIQUES
    if not all(p.isascii() for p in phrases):  # (the ending argument above needs ASCII)
        raise ValueError("non-ASCII standalone or regime technique: update _np_loop_head_words")
    endings = {p[i:] for p in phrases for i in range(len(p))}
    return frozenset(heads | _FAMILY_PLURALS | endings), frozenset(heads)

#: Adjectives that name a paradigm of learning right before "learning" ("active learning",
#: "contrastive learning"): :meth:`MethodRules._qualified_field_or_property` keeps them.
_LEARNING_PARADIGM_ADJECTIVES = frozenset(
    """active deep federated contrastive adversarial online offline continual incremental
    collaborative supervised unsupervised inverse transductive inductive distributional
    bayesian statistical relational causal hierarchical mutual""".split())
#: Endings of English adjectives: a word tagged as an adjective without one ("prompt",
#: "dictionary", "metric" before "learning") is likely a noun the tagger misread.
_ADJECTIVE_SUFFIXES = ("al", "ive", "ble", "ous", "ent", "ant", "ed", "ful", "less", "ar")
#: Size and variant words after a hyphen that end a model's name ("DeiT-Small", "ViT-Huge").
_SIZE_WORDS = frozenset("mini small base large medium tiny nano lite huge giant xl xxl".split())
#: Verbs of acting on a model (base forms): one of them in the base form, the "-s" form or
#: the gerund opening a noun phrase headed by a model noun is the verb of the clause and
#: the phrase its object ("fine-tuning LLMs", "making diffusion models less practical",
#: "to train models", "strategies for scaling 3D backbone networks"), not a model's name.
_MODEL_ACTION_VERBS = frozenset(
    """train fine-tune finetune pretrain pre-train retrain re-train make scale build deploy
    learn adapt align compress prune quantize distill design develop leverage underlie use
    employ apply benchmark evaluate serve run optimize tune instruct customize""".split())
#: Heads that name a model as an artifact (what a verb of :data:`_MODEL_ACTION_VERBS` acts on).
_MODEL_ARTIFACT_HEADS = frozenset(
    """model models network networks net nets transformer transformers classifier classifiers
    agent agents llm llms""".split())


#: Nouns of amount after a name that make it a measure, not a baseline ("more tokens than
#: the Chinchilla budget", "models of GPT-3 scale", "Chinchilla-optimal").
_MEASURE_NOUNS = frozenset(
    """budget budgets scale scales size sizes regime regimes level levels count counts amount
    amounts ratio ratios optimal law laws""".split())
#: Words that deny the use of the method after them ("without fine-tuning", "does not
#: rely on X", "no need for X", "requires no retraining", "never uses X").
_NEGATIONS = frozenset("without not n't no never nor neither cannot".split())
#: Stems of verbs that deny a use ("eliminates the need for X", "avoiding X", "bypasses
#: X", "obviates X").
_NEGATION_STEMS = ("eliminat", "avoid", "bypass", "obviat", "dispens")
#: Words that end the clause a negation reaches over, and prepositions of means after which
#: the method is what the paper does use ("we avoid these problems by X", "without
#: compromising accuracy with X").
_CLAUSE_ENDS = frozenset(", ; : ( ) but while whereas which that yet by via through using with".split())
#: Words shortly before "without" that cancel it: "cannot ... without X", "impossible
#: without X" (and "with and / or without X", tested apart).
_DOUBLE_NEGATIONS = frozenset("not n't cannot impossible never".split())


def _initials_match(short: str, long: str) -> bool:
    """Whether the capitals of ``short`` (at least two) spell the initials of the words of
    ``long`` (at least two words, split at spaces and hyphens): "Behavior-IL" and
    "Behavior Incremental Learning", "MBR" and "Minimum Bayes Risk"."""
    caps = "".join(ch for ch in short if ch.isupper())
    words = [w for w in re.split(r"[\s\-]+", long) if w]
    return len(caps) >= 2 and len(words) >= 2 and caps == "".join(w[0] for w in words).upper()


#: Possessive clitics that :meth:`MethodRules._trim_chunk` cuts a noun phrase after.
_POSSESSIVES = frozenset({"'s", "’s"})
#: Switch: :meth:`MethodRules._trim_chunk` keeps a title-case owner's possessive that a
#: title-case name goes on after ("Nesterov's Accelerated Gradient method", as
#: :func:`kg.extract.names.find_names` joins "Liar's Dice"; not "Meta's Llama": a model
#: family) (session 57; off: cut after the "'s", "Accelerated Gradient method").
EPONYM_POSSESSIVE_NAMES = True
#: A title-case word: a capital, then small letters.
_TITLE_WORD = re.compile(r"[A-Z][a-z]+")


@lru_cache(maxsize=256)
def _known_prefix_count(key: str) -> int:
    """How many known techniques (:func:`~kg.extract.gazetteer.technique_keys`) begin with
    the normalised words ``key`` and go on ("monte carlo" opens "monte carlo tree search",
    "monte carlo dropout", ...): evidence that ``key`` names a family of techniques."""
    prefix = key + " "
    return sum(1 for k in technique_keys() if k.startswith(prefix))


#: Naming participles inside a noun phrase ("a modification called X", "a phenomenon dubbed
#: Y"): such a phrase is no method name; what it names is the naming rules' to judge.
_INNER_NAMING = frozenset({"called", "dubbed", "termed"})
#: The missing-entry marker of the trim memos (:meth:`MethodRules._trim_chunk`,
#: :meth:`MethodRules._trim_method_chunk`), whose stored values may be None.
_NO_TRIM = object()

#: Heads of a learning paradigm or training regime ("transfer learning", "multi-stage
#: training", "supervised fine-tuning"): :meth:`MethodRules._paradigm_before_descriptor`.
_PARADIGM_HEADS = frozenset("learning training fine-tuning finetuning pre-training pretraining".split())
#: Heads among :data:`_PARADIGM_HEADS` that name a technique without a modifier ("a
#: fine-tuning stage"); "learning" and "training" alone name no particular one.
_BARE_PARADIGM_HEADS = frozenset("fine-tuning finetuning pre-training pretraining".split())
#: Modifiers that say how training is arranged, not which technique it is ("two-stage",
#: "multi-step", "end-to-end", "joint"): alone before "training" / "learning" they name none.
_STRUCTURE_MODIFIER = re.compile(r"^(?:[a-z]+-)?(?:stage|step|phase|round)d?$|^end-to-end$|^joint$|^staged$")
#: Nouns that call the paradigm before them a way of working ("a transfer learning
#: framework", "a reinforcement learning step", "in a self-supervised learning manner").
#: Words that place training in time or measure its amount, not name a technique ("the
#: initial training stage", "insufficient training steps", "a later training phase"): the
#: modifiers of :meth:`MethodRules._paradigm_before_descriptor` stop at them (methods round 29).
_PARADIGM_TIME_WORDS = frozenset(
    """initial early earlier late later final subsequent insufficient sufficient further
    additional extensive excessive longer prolonged limited""".split())
_PARADIGM_DESCRIPTORS = frozenset(
    """framework frameworks method methods approach approaches step steps stage stages phase
    phases manner fashion paradigm paradigms scheme schemes strategy strategies pipeline
    pipelines technique techniques procedure procedures recipe recipes""".split())


#: Forms of "combine" and "integrate" that bring in a technique as their object ("combines
#: a contrastive objective", "integrated variational inference"): cues of
#: :meth:`MethodRules._phrase_after_use_cue` besides the cues of use.
_COMBINE_FORMS = _COMBINE | frozenset({"combined", "integrated"})

# The words that can open a match of the token scans below, as sets: each scan visits only
# the tokens in its set (kg.extract.roles_base._positions_between, in C) instead of testing
# every token in Python; the scan's own tests are unchanged, so it finds what it found.
#: Tokens :meth:`MethodRules._phrase_after_use_cue` reads a cue at.
_PHRASE_CUE_WORDS = L.USE_VERBS | _INCORPORATE | _COMBINE_FORMS | _USE_CUE_FIRST | frozenset({"with", "through"})
#: Tokens :meth:`MethodRules._process_word_after_use_verb` reads a cue at.
_USE_VERBS_THROUGH = L.USE_VERBS | frozenset({"through"})
#: The class nouns of :meth:`MethodRules._names_listed_after_class`.
_LIST_NOUNS = _LIST_METHOD_NOUNS | _LIST_FAMILY_NOUNS
#: The words before a technique gerund of :meth:`MethodRules._technique_gerund_after_means`.
_GERUND_MEANS_PREPS = frozenset({"by", "via", "through", "after"})
#: The heads of :meth:`MethodRules._known_technique_problem`.
_PROBLEM_WORDS = frozenset({"problem", "problems"})
#: The example cues of :meth:`MethodRules._example_technique_after_family`.
_EXAMPLE_CUE_WORDS = frozenset({"such", "including", "e.g.", "e.g"})
#: Nouns that frame an established technique or theory named by the "of" phrase after
#: them ("the concept of successor features", "the lens of information theory", "the
#: framework of stochastic interpolants", "the technique of mixup").
_FRAME_NOUNS = frozenset("concept idea notion framework lens principle theory technique machinery tools".split())
#: Frame nouns that also take a property or a phenomenon ("the lens of symmetry", "the
#: notion of criticality", "the idea of fairness"): their phrase must look like a technique
#: (:meth:`MethodRules._technique_shaped`).
_LOOSE_FRAME_NOUNS = frozenset("lens notion idea".split())
#: Words before "the <frame noun> of X" that make X something the work builds on:
#: prepositions of means or setting and "on" / "upon" (after "based", "built", ...).
_FRAME_CUES = frozenset("on upon by through via within under in from with".split())
#: Most words of the phrase read by :meth:`MethodRules._phrase_after_use_cue`.
_USE_PHRASE_MAX = 5


#: Nouns of a property, condition, requirement, relation, amount or reading: the head of
#: a phrase after a cue of use that names what is used as input or as a criterion, not a
#: technique ("based on weather station readings", "uses strict visual conditions",
#: "leverages inter-concept relationships"): :meth:`MethodRules._phrase_after_use_cue`.
#: Singular nouns of an operation done to a thing ("binarization", "sparsification",
#: "randomization", "slicing", "backtracking"): the words of "-ize" / "-ify" verbs and
#: "-ing" forms, which name a technique when they stand alone after a verb of use; other
#: "-ation" nouns ("simulation", "communication", "variation") there name an activity or a
#: property as often (:meth:`MethodRules._process_word_after_use_verb`).
_OPERATION_WORD_RE = r"[a-z]{3,}(?:ization|isation|ification|ing)"

#: Class nouns of :data:`_LIST_FAMILY_NOUNS` after which a lower-case list names no
#: technique ("risks such as plagiarism issues", "criteria such as fairness").
_LIST_CLASS_NOT_LOWER = frozenset("losses risks criteria objectives".split())
#: Prepositions that make a class noun the complement of another noun ("problems in
#: large language models, such as hallucination", "capabilities of world models,
#: including long-term imagination"): a list after it may belong to that noun.
_LIST_CLASS_GOVERNORS = frozenset("in of from for on to".split())
#: Tags that end a lower-case item between two names of a compared list (a clause or a
#: phrase of place, not an item: "outperforms A on the benchmark and B").
_GAP_BREAK_POS = frozenset("VERB AUX ADP SCONJ CCONJ PRON PUNCT NUM ADV".split())

_NON_TECHNIQUE_HEADS = frozenset(
    """property properties characteristic characteristics aspect aspects condition conditions
    requirement requirements relationship relationships relation relations connection
    connections notion notions idea ideas insight insights reading readings preference
    preferences level levels amount amounts degree degrees quantity quantities
    hardware size sizes cost costs footprint footprints budget budgets format formats
    instruction instructions cue cues subject subjects stream streams pattern patterns
    type types assumption assumptions guarantee guarantees difficulty difficulties intent
    access world expert experts setup setups coordinates""".split())


#: Operations of :data:`_COORDINATED_TECHNIQUES` that name a kind of step, not a technique,
#: when they stand alone before a descriptor noun ("the sampling procedure", "other
#: augmentation techniques"); with a kind word before them they are techniques ("a rejection
#: sampling scheme", "a data augmentation strategy"). Read by
#: :meth:`MethodRules._technique_before_descriptor`.
_GENERIC_OPERATIONS = frozenset("sampling augmentation regression smoothing normalization".split())

#: Last words of X that make "X-based Y" a kind of work, no technique: generic nouns and
#: modifiers ("model", "learning", "data", "rule", "optimization", "search"), task heads
#: ("classification", "transfer") and generic operations ("sampling", "regression").
_BASED_GENERIC_WORDS = L.GENERIC_NOUNS | L.GENERIC_MODIFIERS | L.TASK_HEADS | _GENERIC_OPERATIONS | frozenset(
    """score reward physics""".split())


#: Textbook techniques, models and constructs of the method side that
#: :data:`~kg.extract.lexicon.ESTABLISHED_TECHNIQUES` does not hold (that list also keeps
#: proposals out), two words or more, from the field's textbooks and tutorials: optimisers,
#: estimators, model families, training and decoding techniques, losses. Left out are those
#: that name a problem or a learning setting as often as a means ("multi-task learning",
#: "meta-learning", "transfer learning", "active learning", "behavior cloning", "next-token
#: prediction", "matrix factorization") and those that also name a quantity ("maximum
#: likelihood", "gradient descent" inside longer optimiser names, "message passing"). Read,
#: with that list's long forms, by :func:`_textbook_patterns`.
_TEXTBOOK_EXTRA = tuple(t.strip() for t in """reproducing kernel Hilbert space|adversarial training|cross-attention|chain of thought|
    contrastive loss|cross-entropy loss|variational autoencoder|generative adversarial network|
    maximum a posteriori|inverse reinforcement learning|randomized smoothing|pseudo-labeling|k-means|
    local search|beam search|actor-critic|random features|random Fourier features|masked language modeling|
    natural gradient|backpropagation through time|rejection sampling|latent diffusion|energy-based model|
    speculative decoding|classifier-free guidance|classifier guidance|Nyström approximation|Gumbel-softmax|
    spectral clustering|tensor decomposition|stochastic approximation|kernel regression|gradient ascent|
    supervised fine-tuning|autoregressive model|Gaussian mixture model|normalizing flow|kernel density estimation|
    label smoothing|temperature scaling|logistic regression|random forest|hidden Markov model|
    conditional random field|particle filter|simulated annealing|genetic algorithm|evolutionary algorithm|
    curriculum learning|graph convolutional network|long short-term memory|stochastic weight averaging|
    teacher forcing|denoising autoencoder|value iteration|policy iteration|prompt tuning|prefix tuning|
    magnitude pruning|quantization-aware training|best-of-n sampling|Monte Carlo sampling""".replace("\n", " ").split("|"))


#: A task noun after a textbook technique's name, past a bracketed short form: the phrase
#: names a task ("variational inference (VI) tasks", "the optimal transport problem").
_TASK_TRAILER_RE = re.compile(r"(?:\s*\([^()]{1,12}\))?\s+(?:tasks?|problems?)\b", re.IGNORECASE)


@lru_cache(maxsize=1)
def _textbook_patterns() -> dict[str, "re.Pattern[str]"]:
    """Patterns for the long forms (two or more words, or hyphen-joined) of
    :data:`~kg.extract.lexicon.ESTABLISHED_TECHNIQUES` and :data:`_TEXTBOOK_EXTRA`, one per
    lower-case first word (a rule reads a pattern only where a token opens with its word, so
    an abstract costs a dictionary look-up per token): longest first, case-insensitive, a space
    or hyphen between words matches either ("chain of thought prompting"), a final "s" or "es"
    is allowed ("support vector machines"), and no letter, digit or hyphen may touch the match
    on either side ("PPO-based", "ICLR" do not match). Read by
    :meth:`MethodRules._textbook_techniques`."""
    terms = {t.strip() for t in L.ESTABLISHED_TECHNIQUES if t.strip()} | set(_TEXTBOOK_EXTRA)
    by_first: dict[str, list[list[str]]] = {}
    for t in sorted(terms, key=len, reverse=True):
        words = re.split(r"[- ]", t)
        if len(words) >= 2 and not t.isupper():
            by_first.setdefault(words[0].lower(), []).append(words)
    return {first: re.compile(r"(?<![\w-])(?:" + "|".join("[- ]".join(re.escape(w) for w in words) for words in group)
                              + r")(?:e?s)?(?![\w-])", re.IGNORECASE)
            for first, group in sorted(by_first.items())}


#: ``(patterns, memo)``: the :func:`_textbook_patterns` dict the memo was filled from, and
#: lower-case token -> that dict's pattern for the token's first word (None: no pattern);
#: read by :func:`textbook_pattern_per_token`
_TEXTBOOK_TOKEN_MEMO: list = [None, {}]
#: entries kept in the memo before it is cleared (bounds memory on huge corpora)
_TEXTBOOK_TOKEN_MEMO_MAX = 1 << 16


def textbook_pattern_per_token(lowers: list[str]) -> list[Optional["re.Pattern[str]"]]:
    """For each lower-case token of ``lowers``, the pattern of :func:`_textbook_patterns`
    for its first word (the part before its first hyphen: "chain-of-thought" reads the
    pattern of "chain"), or None; in order.

    The same values as ``_textbook_patterns().get(w.split("-", 1)[0])`` per token, memoised
    per word (the words recur across abstracts: a Doc costs one dictionary read per token,
    in C, instead of a split and a read). The memo is refilled when
    :func:`_textbook_patterns` gives another dict (its cache cleared).

    Args:
        lowers: the lower-case token texts of a Doc.
    Returns:
        A list as long as ``lowers``; compiled patterns are true, so
        ``itertools.compress`` picks the tokens that have one.
    """
    patterns = _textbook_patterns()
    if _TEXTBOOK_TOKEN_MEMO[0] is not patterns:
        _TEXTBOOK_TOKEN_MEMO[:] = [patterns, {}]
    memo = _TEXTBOOK_TOKEN_MEMO[1]
    try:
        return list(map(memo.__getitem__, lowers))
    except KeyError:
        if len(memo) > _TEXTBOOK_TOKEN_MEMO_MAX:
            memo.clear()
        for w in set(lowers).difference(memo):
            memo[w] = patterns.get(w.split("-", 1)[0])
        return list(map(memo.__getitem__, lowers))


#: Switch (session 46, ds46b): a "model name" made only of sizes ("base model sizes
#: (1.5B--13B)", "from 7B/13B to 70B"; the shape of ``roles_datasets.SIZE_ONLY_NAMES``) names
#: no model: rule ``method-model-name`` drops it.
SIZE_ONLY_MODEL_NAMES = True
_SIZE_ONLY_NAME = re.compile(r"\d+(?:\.\d+)?[KkMmBbTD]?(?:\s*(?:-+|–|—|/)\s*\d+(?:\.\d+)?[KkMmBbTD]?)*")
#: Switch (session 52, fixHprop): "than" after "other" ("divergences other than the reverse
#: Kullback-Leibler divergence") sets a choice apart and is no comparison of results: a
#: method named after it is no baseline (role ``compared``) by that cue
#: (:meth:`MethodRules._method_role`). "rather than X" stays a comparison: it mostly
#: contrasts the paper with a prior approach ("rather than focusing only on high activations
#: like ReAct"; 3,000 corpus abstracts: 7 "rather than" changes, 2 right).
OTHER_THAN_NOT_COMPARED = True


class MethodRules(_StateBase):
    """Mixin of :class:`kg.extract.roles._State`: ``methods`` adds candidates."""

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
        if ATTRIBUTIVE_BEFORE and self._attributive_before(i):
            return False  # "existing spoken language models", "a fast underdamped Langevin algorithm"
        return self.pos[i - 1] in ("PRON", "NOUN", "PROPN", "AUX", "ADV", "VERB")

    def _attributive_before(self, i: int) -> bool:
        """Whether the word before token ``i`` (a participle opening a noun phrase, not at a
        sentence start) is itself a modifier of the same noun, so that the participle is
        one too: a gerund (tag VBG, not an auxiliary) right before it ("outperforms
        existing spoken language models", "by pushing quantized LLMs"), or an adverb
        without "-ly" (tag RB) right after an article ("a fast underdamped Langevin
        algorithm"). The tagger reads the gerund or adverb as a verb or a free adverb and
        the chunker ends the phrase before it; the trimming would otherwise read the
        participle as the verb of a clause and drop it. An "-ly" adverb there dates or
        rates the making ("the recently developed X", "a carefully optimized X"), as a
        judging adverb does ("a well designed X", :data:`~kg.extract.lexicon.JUDGING_ADVERBS`),
        and a participle that places the thing in prior work or in the making of the model
        (:data:`_PLACING_PARTICIPLES`, :data:`_BASELINE_LEADS`, :data:`_PROCESS_LEADS`:
        "encompassing established CL approaches", "using pretrained diffusion models") is
        trimmed as before. Source: the boundary pairs of spans round 16 (gold "spoken
        language models", "underdamped Langevin algorithm")."""
        prev = i - 1
        w = self.lower[i]
        if not self.ws[prev] or w in _PLACING_PARTICIPLES or w in _BASELINE_LEADS or w in _PROCESS_LEADS:
            return False
        if self.tag[prev] == "VBG" and self.pos[prev] == "VERB":
            return True
        return self.pos[prev] == "ADV" and self.tag[prev] == "RB" and not self.lower[prev].endswith("ly") \
            and self.lower[prev] not in L.JUDGING_ADVERBS and prev >= 1 and self.pos[prev - 1] == "DET" \
            and self.lower[prev - 1] in ("a", "an", "the")

    def _regime_opening(self, i: int, j: int) -> bool:
        """Whether the participle at token ``i`` opens a training regime that the words up
        to token ``j`` (exclusive) name whole: the text from ``i`` to the end of some token
        before ``j`` is a phrase of :data:`~kg.extract.lexicon.REGIME_TECHNIQUES`
        ("supervised fine-tuning", "supervised learning"). After a verb the participle then
        modifies the regime ("we apply supervised fine-tuning"), and trimming it as a verb
        would leave the bare "fine-tuning". Source: methods round 25 (dev misses "supervised
        fine-tuning" read as "fine-tuning")."""
        start = self.idx[i]
        for m in range(i + 1, min(j, i + 6)):
            if self.text[start:self.idx[m] + len(self.words[m])].lower() in L.REGIME_TECHNIQUES:
                return True
        return False

    @staticmethod
    def _judging_compound(unit: str) -> bool:
        """Whether the hyphenated word ``unit`` (lower case) is a judgement of a
        participle: a manner adverb of :data:`~kg.extract.lexicon.JUDGING_ADVERBS` before
        a past or present participle ("better-calibrated", "well-trained",
        "best-performing"). Before a noun such a modifier rates the noun and names no
        technique ("full-finetuning", an adjective before a gerund, is no judgement).
        """
        parts = unit.split("-")
        return len(parts) == 2 and parts[0] in L.JUDGING_ADVERBS \
            and parts[1].endswith(("ed", "ing")) and parts[1].isalpha()

    @staticmethod
    def _verb_compound(unit: str) -> bool:
        """Whether the hyphenated word ``unit`` (lower case) that opens a noun phrase is a
        verb in its base form: a prefix of :data:`~kg.extract.lexicon.VERB_COMPOUND_PREFIXES`
        before a bare lower-case word without a noun, participle or plural ending
        ("fine-tune huge models", "pre-train a network": the tagger reads the verb as
        an adjective and a noun). "pre-trained", "fine-tuning", "re-ranking" stay.
        """
        parts = unit.split("-")
        if len(parts) != 2 or parts[0] not in L.VERB_COMPOUND_PREFIXES or not parts[1].isalpha():
            return False
        return not parts[1].endswith(("ed", "ing", "s", "ion", "ment", "ure", "al", "er", "or", "ity", "ness"))

    def _compound_lead(self, i: int, j: int) -> bool:
        """Whether the word at token ``i``, which the trimming of a noun phrase ending at
        ``j`` would drop (a number, a superlative, a rating adjective), instead forms an
        unhyphenated compound modifier with the next word, as its hyphenated spelling would
        ("two-layer", "least-squares", "high-variance"): a number word before a singular
        noun of :data:`_COMPOUND_UNIT_NOUNS` ("two layer neural networks", "three stage
        pipelines"), "least" before "square(s)" ("weighted least square estimators"),
        "high" / "low" before a singular noun of :data:`_COMPOUND_DEGREE_NOUNS` ("high
        variance Monte Carlo estimators", "low rank matrix approximation"), a superlative of
        :data:`_COMPOUND_SUPERLATIVES` before a singular noun ("nearest neighbor search",
        "shortest path problems") or "multiple" before "choice(s)" ("multiple choice questions"). The next word
        must not be the head (``j - 1``), so "two layers" and "low variance" keep their
        trimming. Source: the class "premodifier of a technical compound trimmed" of
        methods round 13 (dev5, dev6, dev13 misses).
        """
        if i + 1 >= j - 1:
            return False
        w, nxt = self.lower[i], self.lower[i + 1]
        if w == "least":
            return nxt in ("square", "squares")
        if w in ("high", "low"):
            return nxt in _COMPOUND_DEGREE_NOUNS
        if COMPOUND_SUPERLATIVE and w in _COMPOUND_SUPERLATIVES:
            return self.pos[i + 1] in ("NOUN", "PROPN") and self.tag[i + 1] in ("NN", "NNP") \
                and self.words[i + 1].islower() or nxt in ("neighbors", "neighbours")
        if COMPOUND_SUPERLATIVE and w == "multiple":
            return nxt in ("choice", "choices")
        return (w in _NUMBER_WORDS or w.isdigit() and len(w) == 1) and nxt in _COMPOUND_UNIT_NOUNS

    def _degree_lead(self, i: int, j: int) -> bool:
        """Whether the adverb at token ``i``, opening a noun phrase that ends at ``j``, is a
        degree adverb of a compound modifier: an "-ly" adverb (tag RB) that does not judge
        or date the claim (not in :data:`~kg.extract.chunks.EVALUATIVE_ADVERBS`,
        :data:`~kg.extract.lexicon.EVALUATIVE` nor :data:`~kg.extract.lexicon.JUDGING_ADVERBS`)
        nor grade a state (:data:`_STATE_ADVERBS`: "fully offline", "severely distorted"), followed by an adjective or past
        participle (JJ, VBN) and then by a word of the phrase before its end ("weakly
        supervised learning", "partially observable Markov decision processes", "infinitely
        wide networks"): the adverb grades the modifier, as the chunker reads it
        (:func:`~kg.extract.chunks._is_degree_adverb`), and is part of the name of the
        kind. Source: the boundary pairs of spans round 15 (the gold keeps "weakly
        supervised learning", "maximally interfered ... retrieval")."""
        w = self.lower[i]
        return DEGREE_LEAD and self.tag[i] == "RB" and w.endswith("ly") and i + 2 < j \
            and w not in EVALUATIVE_ADVERBS and w not in L.EVALUATIVE and w not in _STATE_ADVERBS \
            and w not in L.JUDGING_ADVERBS \
            and self.tag[i + 1] in ("JJ", "VBN") and self.ws[i] and self.words[i].islower() \
            and self.lower[i + 1] not in L.EVALUATIVE and self.lower[i + 1] not in L.NP_STRIP_LEFT \
            and self.lower[i + 1] not in _DIFFICULTY_WORDS

    def _participle_before_name(self, i: int, j: int) -> bool:
        """Whether the one-token word ``i`` opening a noun phrase that ends at ``j`` is an
        "-ing" participle (not one of :data:`~kg.extract.chunks.NOMINAL_GERUNDS`) right
        before a name-shaped word ("the underpinning LLM", "the corresponding GNN"): it
        describes the named model's place in the sentence, no part of the name, which the
        trimming keeps alone."""
        w = self.lower[i]
        if not w.endswith("ing") or w in NOMINAL_GERUNDS or self.tag[i] not in ("JJ", "VBG") \
                or i + 1 >= j or not self.ws[i]:
            return False
        nxt = self.words[i + 1]
        return sum(ch.isupper() for ch in nxt) >= 2 and self.pos[i + 1] in ("PROPN", "NOUN")

    def _action_verb_object(self, sp: Span) -> Optional[int]:
        """Where the object starts when the noun phrase ``sp`` opens with a verb of
        :data:`_MODEL_ACTION_VERBS` (base form, "-s" form or gerund; lower case) acting on a
        model noun of :data:`_MODEL_ARTIFACT_HEADS` or a plural name ("in fine-tuning LLMs",
        ", making diffusion models", "to train models"): the token after the verb; None when
        the phrase does not open so, or when a determiner, adjective, number or noun before it
        makes the gerund a modifier ("the scaling models"). Source: the false hits
        "verb and object read as one phrase" of methods round 21.
        """
        i, j = sp.start, sp.end
        k = self._unit_end(i, j)
        opens = i == 0 or self.sents[self.tok_sent[i]].start == i
        if k >= j or not (self.words[i][:1].islower() or opens):
            return None
        if not opens and self.pos[i - 1] in ("DET", "ADJ", "NUM", "NOUN", "PROPN"):
            return None
        lead = "".join(self.words[i:k]).lower()
        base = lead
        if lead.endswith("ing"):
            stem = lead[:-3]
            base = stem if stem in _MODEL_ACTION_VERBS else stem + "e"
        elif k == i + 1 and not opens and self.pos[i] != "VERB" and self.pos[i - 1] in ("VERB", "CCONJ"):
            return None  # "evaluating design quality prediction models": a noun modifier
        elif lead.endswith("s"):
            base = lead[:-1]
        if base not in _MODEL_ACTION_VERBS and lead not in _MODEL_ACTION_VERBS:
            return None
        head = self.words[j - 1]
        if head.lower() not in _MODEL_ARTIFACT_HEADS \
                and not (sum(ch.isupper() for ch in head) >= 2 and head.endswith("s")):
            return None
        while k < j - 1 and self.words[k].islower() and self.ws[k] \
                and (self.lower[k] in L.EVALUATIVE or self.lower[k] in L.NP_STRIP_LEFT):
            k += 1  # "learning effective forecasting models" -> "forecasting models"
        return k

    def _qualified_field_or_property(self, sp: Span) -> bool:
        """Whether the noun phrase ``sp`` headed by "learning" names the field of machine
        learning with a qualifier ("private machine learning", "quantum machine learning") or
        a property of learning ("stable learning", "sequential learning", "personalized
        learning": a plain lower-case adjective with an adjective ending
        (:data:`_ADJECTIVE_SUFFIXES`) right before the head that is not a paradigm of
        :data:`_LEARNING_PARADIGM_ADJECTIVES`),
        rather than a learning technique ("contrastive learning", "in-context learning",
        "representation learning", "Bayesian learning"). Source: the false hits of
        method-np headed by "learning" of methods round 21.
        """
        low = self.text[sp.start_char:sp.end_char].lower()
        if low.endswith(" machine learning") and self.text[sp.start_char:sp.end_char].endswith("machine learning"):
            return True  # ("Tiny Machine Learning": a name)
        k = sp.end - 2
        if k < sp.start or not self.ws[k] or (k > 0 and self.words[k - 1] == "-"):
            return False
        w = self.words[k]
        return w.isalpha() and w.islower() and self.pos[k] == "ADJ" and self.tag[k] == "JJ" \
            and w.endswith(_ADJECTIVE_SUFFIXES) and w not in _LEARNING_PARADIGM_ADJECTIVES

    def _name_piece_before_hyphen(self, end: int) -> bool:
        """Whether a name ending at character ``end`` goes on, glued by a hyphen, into a
        longer name: the word after the hyphen has a capital or digit past its first
        letter, is of one or two letters, or is a size or variant word ("DeiT-Small",
        "GPT-NeoX", "GPT-J", "VAE-GAN", "TS-LLM"). A capitalised ordinary word stays a
        suffix of the name ("Transformer-Based", "LoRA-Finetuning")."""
        text = self.text
        if text[end:end + 1] != "-" or not text[end + 1:end + 2].isupper():
            return False
        m = re.match(r"[A-Za-z0-9]+", text[end + 1:])
        w = m.group() if m else ""
        return len(w) <= 2 or any(ch.isupper() or ch.isdigit() for ch in w[1:]) or w.lower() in _SIZE_WORDS

    def _longer_name_start(self, s: Span) -> Optional[int]:
        """Where a longer name starts that the known method name ``s`` (a gazetteer span
        that opens with a capital letter) ends: a word of four or more characters glued to
        it by a hyphen that opens with a capital letter or a digit ("Eigen-CAM",
        "Gumbel-Softmax", "NExT-GPT"; a shorter prefix is :meth:`_prefixed_tail`'s), or the
        capitalised words right before it in its sentence ("Decision Transformer",
        "Local AdamW", "Kernel SHAP"): words of a capital and lower-case letters, separated
        by spaces, not the sentence's first word (which is capitalised anyway) unless the
        text writes the same longer name elsewhere too ("We propose Quux Transformer ...
        Quux Transformer outperforms ..."). The longer
        name is another method than its tail (methods round 30: the tail alone was a false
        method used).

        Returns:
            The character offset where the longer name starts, or None (no such name).
        """
        text = self.text
        a = s.start_char
        if s.start == 0 or not text[a:a + 1].isupper():
            return None
        if text[a - 1] == "-":
            m = re.search(r"(?:^|[\s(\[/,;])([^\s(\[/,;]{4,})-$", text[:a])
            last = m.group(1).rsplit("-", 1)[-1] if m is not None else ""
            if not last or not (last[0].isupper() or last[0].isdigit()) \
                    or not (m.group(1)[0].isupper() or m.group(1)[0].isdigit()):
                return None  # ("ANN-to-SNN conversion": a lower-case piece of a compound)
            return m.start(1)
        first = self.sents[self.tok_sent.get(s.start, 0)].start
        k = s.start
        while k - 1 > first and self.ws[k - 1] and self._name_word(k - 1):
            k -= 1
        if k == first + 1 and self.ws[first] and self._name_word(first) \
                and text.count(text[self.idx[first]:s.end_char]) > 1:
            k = first  # "Quux Transformer outperforms ...", the name written before in the text
        if k < s.start and k > 0 and self.words[k - 1] in ("-", "–") and not self.ws[k - 1]:
            return None  # "High-Throughput Transformer Training": a piece of a hyphenated compound
        if k > 0 and self.ws[k - 1] and _TITLE_WORD_RE.fullmatch(self.words[k - 1]) \
                and self.pos[k - 1] not in _FUNCTION_POS:
            return None  # "Differentially Private Stochastic Gradient Descent", "Standard Transformer"
            # at a sentence's start: where the name starts is unknown; the known name stays
        return self.idx[k] if k < s.start else None

    def _mistagged_lead(self, sp: Span, chunk: Span) -> int:
        """The start token of the method phrase ``sp`` (trimmed from the noun phrase
        ``chunk``) with a left modifier the tagger misread as a bare verb after "to": the
        chunker ends a phrase at a verb, so "we extend X to linear function approximation"
        (*linear*/VB) gives "function approximation" and "tailored to graph neural
        networks" (*graph*/VB) "neural networks". The word right before the chunk, tagged
        VB, directly after "to", lower case, is taken back when it has an adjective ending
        (:data:`_ADJECTIVE_END_RE`: "linear", "spectral", "Bayesian") or when it and the
        phrase's last one to three words form a known technique
        (:func:`~kg.extract.gazetteer.technique_keys`: "graph neural networks"); a real
        verb ("to train neural networks", "to reveal ...") is neither. Returns ``sp.start``
        when nothing is taken back (or :data:`MISTAGGED_LEAD` is off)."""
        k = chunk.start - 1
        if not MISTAGGED_LEAD or sp.start != chunk.start or k < 1 or self.tag[k] != "VB" \
                or self.lower[k - 1] != "to" or not self.ws[k] or not self.words[k].isalpha() \
                or not self.words[k].islower():
            return sp.start
        w = self.lower[k]
        if _ADJECTIVE_END_RE.fullmatch(w):
            return k
        keys = technique_keys()
        for n in range(1, min(3, len(sp)) + 1):
            tail = " ".join(self.lower[sp.end - n:sp.end])
            if _norm(w + " " + tail) in keys:
                return k
        return sp.start

    def _name_word(self, k: int) -> bool:
        """Whether token ``k`` is a capitalised word that may open or go on a longer name: a
        capital and lower-case letters, not a determiner, pronoun, preposition or
        conjunction ("The StyleGAN", "In Transformer": no longer name)."""
        return _TITLE_WORD_RE.fullmatch(self.words[k]) is not None \
            and self.pos[k] not in _FUNCTION_POS and self.pos[k] != "ADV"

    def _trim_chunk(self, chunk: Span, kinds: bool = False) -> Optional[Span]:
        """The noun phrase ``chunk`` without its leading determiners, evaluative and generic
        words (:meth:`_trim_chunk_uncached`), memoised; None when nothing is left.
        ``kinds=True`` (the task rules) keeps an adjective of :data:`_KIND_ADJECTIVES` before a
        noun of a process or problem (:meth:`_process_after`: "robust reinforcement learning")
        and a word of :data:`_TASK_TERM_LEADS` that opens a term (:meth:`_term_lead`: "next
        token prediction"). A phrase without such a word is trimmed the same either way, so both share
        one memo entry (the task and the method rules trim most phrases)."""
        start, end = chunk.start, chunk.end
        cache = self._trim_cache
        # the key as asked is looked up first: a ``kinds=True`` entry of a phrase without
        # such a word is stored under both keys (session 61: the set tests below run once
        # per phrase instead of once per call)
        key = (start, end, kinds)
        sp = cache.get(key, _NO_TRIM)
        if sp is not _NO_TRIM:
            return sp
        if kinds and _KIND_ADJECTIVES.isdisjoint(self.lower[start:end]) and (
                not TASK_TERM_LEADS or _TASK_TERM_LEADS.isdisjoint(self.lower[start:end])):
            plain = (start, end, False)
            sp = cache.get(plain, _NO_TRIM)
            if sp is _NO_TRIM:
                sp = cache[plain] = self._trim_chunk_uncached(chunk, False)
        else:
            sp = self._trim_chunk_uncached(chunk, kinds)
        cache[key] = sp
        return sp

    def _trim_method_chunk(self, chunk: Span) -> Optional[Span]:
        """:meth:`_trim_chunk` for the method rules: None also for a phrase with a naming
        participle inside ("networks called probabilistic transformers", "a modification called
        X"), whose name the naming rules judge (the task rules split such a phrase instead).
        Memoised per token range in ``self._method_trim_cache`` (session 61: the method rules
        ask for most phrases more than once)."""
        key = (chunk.start, chunk.end)
        cache = self._method_trim_cache
        sp = cache.get(key, _NO_TRIM)
        if sp is not _NO_TRIM:
            return sp
        sp = self._trim_chunk(chunk)
        if sp is not None and not _INNER_NAMING.isdisjoint(self.lower[sp.start + 1:sp.end]):
            sp = None
        cache[key] = sp
        return sp

    def _process_after(self, i: int, j: int) -> bool:
        """Whether the noun-phrase tokens ``i`` .. ``j - 1`` (``i``: the word after the
        adjective, ``j - 1``: the head) name a process or problem: the first word or the head
        is a singular nominalisation (:data:`~kg.extract.lexicon.NOMINAL_SUFFIX_RE`:
        "training", "optimization") or a task head (:data:`~kg.extract.lexicon.TASK_HEADS`),
        or the head is a setting of game theory or online learning ("games", "bandits").
        Returns False for an empty range. Used by
        :meth:`_trim_chunk_uncached` to keep an adjective of :data:`_KIND_ADJECTIVES` that
        names a kind of such a process ("robust fine-tuning") and drop it before an
        artefact ("a robust encoder")."""
        lower = self.lower
        if i >= j:
            return False
        if _singular(lower[j - 1]) in _SETTING_PROBLEM_HEADS:
            return True
        # the head or the word right after the adjective ("robust training methods"); not a
        # word between ("a robust CLIP vision encoder"); a plural nominalisation names outputs
        # ("robust predictions")
        return any(_NOMINAL_RE.search(lower[k]) and self.pos[k] in ("NOUN", "PROPN") and self.tag[k] != "NNS"
                   or lower[k] in L.TASK_HEADS for k in sorted({i, j - 1}))

    def _term_lead(self, i: int, j: int) -> bool:
        """Whether the word ``i`` of :data:`_TASK_TERM_LEADS` opens a task term in the noun
        phrase ``i`` .. ``j - 1`` (:data:`TASK_TERM_LEADS`): after it come two to four words
        (a closing "problem" / "task" not counted), the first a singular lower-case common noun
        ("token", "arm", "image"; the tagger may call it an adjective, "next token prediction",
        but not one with an adjective ending, :data:`_ADJECTIVE_ENDING_RE`: "the best possible
        prediction"), the last a singular process noun
        (:data:`~kg.extract.lexicon.NOMINAL_SUFFIX_RE`: "prediction", "identification") or a
        task head (:data:`~kg.extract.lexicon.TASK_HEADS`; a gerund the tagger calls a verb,
        "single index learning", counts), none a hyphen or a capitalised word, and none before
        the last a word of the lexicon's ``GENERIC_NOUNS`` ("the best model performance")."""
        lower, pos, tag, words = self.lower, self.pos, self.tag, self.words
        if j - i >= 4 and lower[j - 1] in ("problem", "task"):
            j -= 1  # "the best arm identification problem"
        if not 2 <= j - i - 1 <= 4:
            return False
        first = lower[i + 1]
        if tag[i + 1] not in ("NN", "JJ") or pos[i + 1] not in ("NOUN", "ADJ") \
                or pos[i + 1] == "ADJ" and _ADJECTIVE_ENDING_RE.search(first):
            return False
        if any(words[k] == "-" or not words[k].islower() for k in range(i + 1, j)) \
                or any(_singular(lower[k]) in L.GENERIC_NOUNS for k in range(i + 1, j - 1)):
            return False
        head = lower[j - 1]
        return (tag[j - 1] == "NN" or tag[j - 1] == "VBG" and head.endswith("ing")) and (
            _NOMINAL_RE.search(head) is not None or head in L.TASK_HEADS)

    def _sentence_lead(self, i: int, j: int, first: int) -> bool:
        """Whether token ``i`` of the noun phrase ``first`` .. ``j - 1`` (the words before it
        in the phrase were trimmed) belongs to the sentence rather than to the name after it:
        the multiplier "times" / "fold" after a count, before a comparative ("a three times
        larger UNet backbone": "three" was trimmed, "times" and "larger" go too), or an adjective
        of availability (:data:`~kg.extract.lexicon.AVAILABILITY_ADJECTIVES`) after an adverb
        (trimmed, or left out of the phrase by the tagger) ("the publicly available Stable Diffusion"). Used by
        :meth:`_trim_chunk_uncached` (switch :data:`LEADING_SENTENCE_WORDS`)."""
        if i == 0 or i + 1 >= j:
            return False
        low = self.lower[i]
        if low in ("times", "fold"):
            return i > first and self.doc[i - 1].like_num and self.tag[i + 1] in ("JJR", "RBR")
        # (the tagger often leaves the adverb out of the chunk: "the publicly [available X]")
        return low in L.AVAILABILITY_ADJECTIVES and self.pos[i - 1] == "ADV"

    def _operand_start(self, i: int) -> Optional[int]:
        """The token where a product of groups ends that the noun phrase starting at token
        ``i`` continues, when token ``i`` is a mathematical operator (Unicode category Sm:
        "×", "⊗", "⋊"): "SE(3) × ℤ × Sₙ-equivariant diffusion model", which the tagger splits
        after "SE(3", starts at "SE(3" (:data:`_OPERAND_BEFORE`: a name with an optional
        bracketed index, then spaces). Returns ``i`` when token ``i`` is no operator, None when
        no such operand stands right before it (the phrase then opens with a loose symbol)."""
        if len(self.words[i]) != 1 or unicodedata.category(self.words[i]) != "Sm":
            return i
        m = _OPERAND_BEFORE.search(self.text, max(0, self.idx[i] - 40), self.idx[i])
        k = self._token_at_char(m.start()) if m else None
        return k if k is not None and k < i and self.idx[k] == m.start() else None

    def _trim_chunk_uncached(self, chunk: Span, kinds: bool = False) -> Optional[Span]:
        i, j = chunk.start, chunk.end
        doc = self.doc
        lower, words, pos, tag, ws = self.lower, self.words, self.pos, self.tag, self.ws
        if LEADING_SENTENCE_WORDS:
            k = self._operand_start(i)
            if k is None:
                return None
            if k < i:
                return Span(doc, k, j) if pos[j - 1] != "PUNCT" else None
        while i < j:
            if i + 1 < j and not ws[i] and (words[i + 1] == "-" or words[i] == "-"):
                k = self._unit_end(i, j)
                unit_text = "".join(words[x] + (" " if ws[x] and x < k - 1 else "") for x in range(i, k))
                low = unit_text.lower()
            else:  # a one-token unit (what _unit_end gives when no hyphen is glued on)
                k = i + 1
                unit_text = words[i]
                low = lower[i]  # (= words[i].lower(): spaCy's LOWER is str.lower of the text)
            if k - i > 1:
                strip = low in L.NP_STRIP_LEFT or low in L.EVALUATIVE or low == "so-called" \
                    or doc[i].like_num and lower[k - 1] in ("fold", "times") \
                    or k < j and self._judging_compound(low) or i == chunk.start and k < j and self._verb_compound(low)
            else:
                if low in _NAMING_SET:
                    return None  # "called X", "termed X": what a naming verb names is the naming rules' to judge
                strip = (low in L.NP_STRIP_LEFT or low in L.EVALUATIVE
                         or pos[i] in _TRIM_POS or tag[i] in _TRIM_TAGS
                         or (tag[i] in ("VBG", "VBN") and k < j and self._verbal_lead(i)
                             and not self._regime_opening(i, j))
                         or low in ("-", "—")
                         or self._participle_before_name(i, j)
                         or LEADING_SENTENCE_WORDS and self._sentence_lead(i, j, chunk.start))
            if OPEN_STRIPPED_COMPOUNDS and strip and k == i + 1 and k < j - 1 and ws[i] \
                    and (low + "-" + lower[k] in L.EVALUATIVE or low + "-" + lower[k] in L.NP_STRIP_LEFT):
                k += 1  # "real world tasks": the open spelling of "real-world" goes as a whole
            if not strip and unit_text[:1].isdigit() and _SIZE_RE.match(unit_text):  # (its matches start with a digit)
                strip = True
            if strip and k == i + 1 and pos[i] == "ADV" and self._degree_lead(i, j):
                strip = False  # "weakly supervised learning", "partially observable MDPs"
            if strip and k == i + 1 and self._compound_lead(i, j):
                strip = False  # "two layer neural networks", "least square estimators", "high variance X"
            if strip and kinds and ROBUST_PROCESS and low in _KIND_ADJECTIVES and self._process_after(i + 1, j) \
                    and not (i > 0 and (pos[i - 1] == "ADV" or lower[i - 1].endswith("ly"))):
                strip = False  # "robust reinforcement learning", "robust Markov games": a kind of the process
                # (not after an adverb, "Distributionally robust optimization" however tagged: it
                # is trimmed as before)
            if strip and kinds and TASK_TERM_LEADS and k == i + 1 and low in _TASK_TERM_LEADS and self._term_lead(i, j):
                strip = False  # "next token prediction", "best arm identification": the term keeps its first word
            if strip and words[i][:1].isupper() and pos[i] in ("ADJ", "PROPN", "NOUN") and i > chunk.start:
                strip = False  # "Large Language Models": part of a name
            if not strip:
                break
            i = k
        seg = lower[i:j]
        # (the loop below changes nothing unless a word of the phrase is one it looks for:
        # tested first on the whole phrase in C; "outperform" / "surpass" inside the joined
        # words is necessary for a word to start with them)
        marked = not (_SELF_VERBS_NOUNISH.isdisjoint(seg) and _POSSESSIVES.isdisjoint(seg))
        if not marked:
            joined = " ".join(seg)
            marked = "outperform" in joined or "surpass" in joined
        for k in range(i, j) if marked else ():
            w = lower[k]
            if w in _SELF_VERBS_NOUNISH and k > i:
                i = k + 1  # "This paper studies X" tagged as one noun phrase
            elif w in ("'s", "’s") and k + 1 < j:
                if EPONYM_POSSESSIVE_NAMES and k > i and _TITLE_WORD.fullmatch(self.words[k - 1]) \
                        and not self.ws[k - 1] and _TITLE_WORD.fullmatch(self.words[k + 1]) \
                        and self.words[k + 1] not in L.MODEL_FAMILIES:
                    continue  # "Nesterov's Accelerated Gradient method": one name
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
                    or self._defined_as_method(max(se, le)) \
                    or len(a.long.split()) > 1 and self._defined_before_method_noun(max(se, le)) \
                    or self._named_after_method_noun(min(ss, ls)) \
                    or (self._acronym_after_use_cue(min(ss, ls), max(se, le))
                        and not self._own_acronym(a.short, a.long)):
                self.add(ss, se, "Method", self._method_role(ss), "method-acronym", 0.85)
                self.add(ls, le, "Method", self._method_role(ls), "method-acronym", 0.85)
        # names of pretrained checkpoints anywhere: a name with a size or variant suffix
        # ("for LLaMA-7B", "CoCa-Large"), also where the name tagger saw no name
        seen_ckpt = set()
        for n in self.names:
            n_text = self._span_text(n)  # (= n.text, without building it from Token objects)
            if n_text[:1].isalpha() and _norm(n_text) not in proposed_keys and _norm(n_text) not in self.dataset_gaz_keys \
                    and re.search(L.MODEL_SUFFIX_RE, n_text) and not self._not_a_method_name(n):
                self.add(n.start_char, n.end_char, "Method", self._method_role(n.start_char), "method-model-name", 0.7)
                seen_ckpt.add(n.start_char)
        # (_CHECKPOINT_SIZE_RE finds the size suffix that every checkpoint match ends in,
        # in one pass: most abstracts have none, and the full pattern tries every capital)
        for m in _CHECKPOINT_RE.finditer(self.text) if _CHECKPOINT_SIZE_RE.search(self.text) else ():
            if m.start() not in seen_ckpt and _norm(m.group()) not in proposed_keys:
                self.add(m.start(), m.end(), "Method", self._method_role(m.start()), "method-model-name", 0.7)
        # a versioned model of a known family ("GPT-4", "GPT-3.5", "Llama-3.1", "Qwen2.5"):
        # the checkpoint rule above needs a size or variant suffix
        for n in self.names:
            n_text = self._span_text(n)
            if n.start_char not in seen_ckpt and any(ch.isdigit() for ch in n_text) \
                    and _norm(n_text) not in proposed_keys and _norm(n_text) not in self.dataset_gaz_keys \
                    and self._is_model_name(n_text) and not self._not_a_method_name(n) \
                    and not _SIZE_RANGE_RE.fullmatch(n_text):
                # a known model named before the paper's own work is background, as a gazetteer hit
                self.add(n.start_char, self._variant_end(n.end_char), "Method",
                         self._method_role(n.start_char, "method-gazetteer"), "method-model-name", 0.7)
        model_spans = self._spaced_model_names(proposed_keys)
        if SIZE_ONLY_MODEL_NAMES:  # "base model sizes (1.5B--13B)": sizes, no model
            self.cands = [c for c in self.cands if not (
                c.rule == "method-model-name" and _SIZE_ONLY_NAME.fullmatch(self.text[c.start:c.end]))]
        model_spans += [(c.start, c.end) for c in self.cands if c.rule == "method-model-name"]
        # names listed right after a comparison cue: "outperforms ResNet, ViT and ConvNeXt",
        # "faster than Marabou and Reluplex" (the gazetteer knows only some of them)
        for n in self.names:
            if self._compared_list_item(n) and not any(ms <= n.start_char and n.end_char <= me
                                                       for ms, me in model_spans):  # ("Claude" of "Claude 3 Opus")
                n_text = self._span_text(n)
                if _norm(n_text) not in proposed_keys and _norm(n_text) not in self.dataset_gaz_keys \
                        and not self._not_a_method_name(n) and self._system_name(n_text) \
                        and not self._measure_name(n.start):  # ("than the Chinchilla budget")
                    self.add(n.start_char, n.end_char, "Method", "compared", "method-compared-name", 0.7)
        # gazetteer
        own_spans = [(c.start, c.end) for c in self.proposed]
        for s in self.gaz_by_type.get("Method", []):
            head = self._longer_name_start(s) if LONGER_NAMES else None
            if head is not None:
                # "Decision Transformer", "Eigen-CAM", "Gumbel-Softmax": the known name is the
                # tail of a longer name, which is the method; inside the paper's own name, none
                whole = self.text[head:s.end_char]
                if _norm(whole) in self.dataset_gaz_keys or squash(whole) in dataset_squashed_keys():
                    pass  # "Synthetic-NeRF": a dataset named after the method; the method stays
                else:
                    if _norm(whole) not in proposed_keys and _norm(self._span_text(s)) not in proposed_keys \
                            and not any(a < s.end_char and head < b for a, b in own_spans):
                        self.add(head, s.end_char, "Method", self._method_role(head, "method-gazetteer"),
                                 "method-gazetteer", 0.7)
                    continue
            if self._prefixed_tail(s.start_char):
                # "β-VAE", "DP-SGD": the whole name is the method (a variant of the known one)
                head = s.start_char - 2
                while head > 0 and not self.text[head - 1].isspace() and self.text[head - 1] not in "([/,;":
                    head -= 1
                whole = self.text[head:s.end_char]
                if _norm(whole) not in proposed_keys and _norm(whole) not in self.dataset_gaz_keys \
                        and _norm(self._span_text(s)) not in proposed_keys:
                    self.add(head, s.end_char, "Method", self._method_role(head, "method-gazetteer"),
                             "method-gazetteer", 0.7)
                continue
            if _norm(self._span_text(s)) in proposed_keys or self._slash_glued(s.start_char, s.end_char):
                continue
            if self._name_piece_before_hyphen(s.end_char):
                continue  # "DeiT-Small", "GPT-NeoX", "VAE-GAN": a piece of a longer name
            self.add(s.start_char, s.end_char, "Method", self._method_role(s.start_char, "method-gazetteer"), "method-gazetteer", 0.75)
        # noun phrases headed by method nouns
        head_words, heads = _np_loop_head_words()
        lower = self.lower
        for chunk in self.nps:
            sp = self._trim_method_chunk(chunk)
            if sp is None:
                continue
            lead = self._mistagged_lead(sp, chunk)
            if lead != sp.start:
                sp = Span(doc, lead, sp.end)  # "to linear/VB function approximation"
            # work avoided (session 60): no test below adds anything unless the head (the last
            # token, which the steps below keep) or a word before it is one they look for
            # (_np_loop_head_words); most phrases are decided here, by set tests in C
            hi = sp.end - 1
            if lower[hi] not in head_words and _singular(lower[hi]) not in heads \
                    and _STANDALONE_METHODS.isdisjoint(lower[sp.start:hi]):
                continue
            if len(sp) > 1 and self.lower[sp.start] in _PROCESS_LEADS and self.ws[sp.start] and (
                    self.words[sp.start].islower() or sp.start == self.sents[self.tok_sent[sp.start]].start):
                sp = Span(doc, sp.start + 1, sp.end)  # "training deep neural networks" -> the networks
            obj = self._action_verb_object(sp)
            if obj is not None:
                sp = Span(doc, obj, sp.end)  # "fine-tuning LLMs", "making diffusion models" -> the object
            hi = sp.end - 1  # the head token
            hl = self.lower[hi]
            lem = _singular(hl)
            sp_low = self.text[sp.start_char:sp.end_char].lower()  # (read once for both tests)
            if sp_low in L.STANDALONE_TECHNIQUES and self._standalone_technique_ok(sp):
                # "after fine-tuning", "we apply masking": a technique named by one word
                self.add(sp.start_char, sp.end_char, "Method", self._method_role(sp.start_char, "method-np"),
                         "method-standalone", 0.6)
                continue
            if sp_low in L.REGIME_TECHNIQUES \
                    and self._standalone_technique_ok(sp) and not (sp.start > 0 and self.lower[sp.start - 1].endswith("ly")):
                # (not "weakly supervised learning": an adverb before it makes another regime)
                # "although adversarial training is effective", "rely on supervised learning":
                # a learning paradigm or training regime named by the whole phrase
                self.add(sp.start_char, sp.end_char, "Method", self._method_role(sp.start_char, "method-np"),
                         "method-regime", 0.6)
                continue
            family = self._method_family(sp) if hl in _FAMILY_PLURALS else None
            if family is not None:
                # "existing data valuation approaches", "post-hoc methods": a family of methods
                start = self.idx[family]
                self.add(start, sp.end_char, "Method", self._method_role(start, "method-np"), "method-family", 0.6)
                continue
            if hl in _STANDALONE_METHODS or lem in _STANDALONE_METHODS:
                pass
            elif lem not in L.METHOD_HEADS and hl not in L.METHOD_HEADS and lem not in L.TECHNIQUE_HEADS \
                    and hl not in L.TECHNIQUE_HEADS and lem not in _COMPONENT_HEADS:
                # "transformer backbone": a method noun directly before a generic head
                # (the set test in C settles most phrases: they hold no such noun)
                inner = [k for k in range(sp.start, hi) if self.lower[k] in _STANDALONE_METHODS
                         and not (k + 1 < len(doc) and self.words[k + 1] == "-")] \
                    if not _STANDALONE_METHODS.isdisjoint(self.lower[sp.start:hi]) else []
                if inner:
                    k = inner[-1]
                    start = self.idx[k]
                    if self._slash_glued(start, start + len(self.words[k])) or self._prefixed_tail(start):
                        continue
                    self.add(start, start + len(self.words[k]), "Method", self._method_role(start, "method-standalone"),
                             "method-standalone", 0.7)
                continue
            if lem in _COMPONENT_HEADS:
                sp = self._component_head_ok(sp)
                if sp is None:
                    continue  # "the hidden layers", "curvature bound layer-by-layer"
            sp_text = self.text[sp.start_char:sp.end_char]
            if self._slash_glued(sp.start_char, sp.end_char):
                continue  # "CNN" of "CNN/DailyMail": part of a longer name
            mods = [k for k in range(sp.start, hi) if self.pos[k] in ("NOUN", "PROPN", "ADJ", "VERB", "X") or "-" in self.words[k]]
            strong_mods = [k for k in mods if self.pos[k] in ("NOUN", "PROPN", "X") or "-" in self.words[k]
                           or sum(c.isupper() for c in self.words[k]) >= 2  # "SIREN" tagged ADJ
                           or (self.pos[k] == "ADJ" and self.lower[k] not in L.EVALUATIVE
                               and (hl not in ("model", "models", "network", "networks", "algorithm", "algorithms", "net", "nets")
                                    or _norm(sp_text) in technique_keys()
                                    or self._qualified_neural_net(sp, k)))]
            technique_head = hl in L.TECHNIQUE_HEADS or lem in L.TECHNIQUE_HEADS
            if (lem in L.WEAK_METHOD_HEADS or hl in L.WEAK_METHOD_HEADS or technique_head or lem in _COMPONENT_HEADS) and not (
                    strong_mods and self._technical(sp)) and not self._model_family_plural(sp):
                continue  # "prediction model", "base models", "secret decoder"
            if lem == "estimation" and "-based " not in self.text[sp.start_char:sp.end_char]:
                continue  # "mutual information estimation", "low-rank matrix estimation": a task
            if technique_head and not self._technique_head_ok(sp):
                continue  # "a label-free optimization method", "optimal approximation"
            low = sp_text.lower()
            if low in L.FIELDS or low.startswith(_FIELD_PREFIXES):
                continue
            if hl == "learning" and self._qualified_field_or_property(sp):
                continue  # "private machine learning", "stable learning": a field or a property
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
            if self._purpose_task(sp, sp_text):
                continue  # "we propose X for optical flow": the task X serves, not a method
            if OWN_PREDICATES and self._predicate_of_own(sp.start):
                continue  # "our algorithm is the first efficient regret minimization algorithm": the paper's own
            named = self._name_before_generic_head(sp)
            if named is not None and (_norm(self._span_text(named)) in self.dataset_gaz_keys
                                      or self._known_dataset_name(named)):
                continue  # "pretrained ImageNet models": models trained on a dataset
            if named is not None:  # "the MobileBERT model" -> "MobileBERT"
                if _norm(self._span_text(named)) not in proposed_keys:
                    self.add(named.start_char, named.end_char, "Method", self._method_role(named.start_char, "method-np"),
                             "method-np", 0.65)
                continue
            # drop leading words up to the last generic adjective-like evaluative word
            self.add(sp.start_char, sp.end_char, "Method", self._method_role(sp.start_char, "method-np"), "method-np", 0.65)
        # a technique that modifies a descriptor noun: "a dynamic hard mining strategy",
        # "gradient flow dynamics" -> "hard mining", "gradient flow"
        # (also a technique head before "term" / "module": "a curvature regularization
        # term", "a message propagation module" -> "curvature regularization", ...)
        vocab = method_words()
        for chunk in self._nps_ending_in(_DESCRIPTOR_TAILS, L.TECHNIQUE_PART_TAILS):
            h = chunk.end - 2
            tail = self.lower[chunk.end - 1]
            if h <= chunk.start:
                continue
            hs = _singular(self.lower[h])
            technique_head = hs in L.TECHNIQUE_HEADS or self.lower[h] in L.TECHNIQUE_HEADS
            if hs not in L.METHOD_HEADS and not technique_head or self.words[h - 1] == "-" or self.words[h + 1] == "-":
                continue
            if tail in L.TECHNIQUE_PART_TAILS and not technique_head:
                continue  # "attention module": the part rule and the noun-phrase rule read these
            m = h - 1
            w = self.lower[m]
            if self.pos[m] not in ("NOUN", "ADJ", "PROPN") or w in L.GENERIC_MODIFIERS \
                    or w in L.EVALUATIVE or w in L.NP_STRIP_LEFT or (m > chunk.start and self.words[m - 1] == "-"):
                continue
            if w not in vocab and not (technique_head and self.pos[m] == "NOUN" and w not in L.GENERIC_NOUNS):
                continue
            start, end = self.idx[m], self.idx[h] + len(self.words[h])
            if _norm(self.text[start:end]) in proposed_keys:
                continue
            self.add(start, end, "Method", self._method_role(start, "method-np"), "method-np", 0.6)
        # an established operation naming a part of an architecture: "the clustering
        # module", "max pooling layers" -> "clustering", "max pooling"
        for chunk in self._nps_ending_in(L.ARCHITECTURE_PARTS):
            h = chunk.end - 2
            if h < chunk.start or self.lower[h] not in L.PART_TECHNIQUES or self.words[h + 1] == "-":
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
        self._eponym_techniques(proposed_keys)
        self._technique_gerund_after_means(proposed_keys)
        self._technique_before_descriptor(proposed_keys)
        self._based_on_technique(proposed_keys)
        if BASED_PHRASES:
            self._based_phrases(proposed_keys)
        self._process_after_use_verb(proposed_keys)
        self._technique_after_use_cue(proposed_keys)
        self._established_technique(proposed_keys)
        self._known_technique_after_cue(proposed_keys)
        self._known_technique_problem(proposed_keys)
        # after the known-technique rules: a technique they typed inside a framed phrase is the
        # mention ("using adversarial training techniques" -> "adversarial training")
        if USE_FRAME_OBJECTS:
            self._framed_technique_after_use_cue(proposed_keys)
        if FRAME_FROM:
            self._frame_nouns_from(proposed_keys)
        self._baseline_after_compare_cue(proposed_keys)
        if STANDARD_BASELINES:
            self._standard_baseline_after_compare_cue(proposed_keys)
        if EXAMPLE_TECHNIQUES:
            self._example_technique_after_family(proposed_keys)
        self._paradigm_before_descriptor(proposed_keys)
        self._phrase_after_use_cue(proposed_keys)
        self._process_word_after_use_verb(proposed_keys)
        self._frame_noun_object(proposed_keys)
        self._name_after_compare_cue(proposed_keys)
        # names after use / comparison cues: only a token one or two before a name's start
        # or a comparison cue can pass the tests below (nothing in the loop changes the
        # names), so the loop visits those tokens alone, in text order
        cue_at = {s - 1 for s in self.name_at}
        cue_at.update([s - 2 for s in self.name_at])
        for w in L.COMPARE_CUES.intersection(self.lower):
            cue_at.update(_positions(self.lower, w))
        cue_at = sorted(cue_at)
        for sent in self.sents:
            for i in cue_at[bisect_left(cue_at, sent.start):bisect_left(cue_at, sent.end)]:
                w = self.lower[i]
                if not (w in _USE_CUES or w in L.COMPARE_CUES or w.startswith(("outperform", "surpass"))
                        or w == "of" and (self._form_of_after_use_cue(i, sent.start) or self._derived_from(i, sent.start))
                        or w == "over" and self._advantage_before(i, sent.start)):
                    continue
                if w in ("on", "at", "via", "from") and i > sent.start and self.lower[i - 1] in L.RELEASE_WORDS:
                    continue  # "available on GitHub": where the code is, not a method
                if w == "with" and OWN_ALONGSIDE and self._own_alongside(i, sent.start):
                    continue  # "we design a X, along with a Y": Y is made too, not used
                if w == "from" and (i == sent.start or self.lower[i - 1] not in L.BORROW_FROM_WORDS):
                    continue  # "pages from Common Crawl", "data from the UK Biobank": a source of data
                if w in ("on", "upon") and (i == sent.start or self.lower[i - 1] not in L.BUILD_ON_WORDS) \
                        and not (w == "upon" and self._advantage_before(i, sent.start)):  # "gains upon X"
                    continue  # "experiments on X", "performance on X": data or a task; "based on X" is a method
                n = self.name_at.get(i + 1)
                if n is None and i + 2 < sent.end and self.pos[i + 1] == "DET":
                    n = self.name_at.get(i + 2)
                past_judging = False
                if n is None and w in L.COMPARE_CUES:
                    n = self._name_past_judging_words(i + 1, sent.end)  # "than the state-of-the-art X"
                    past_judging = True
                if n is None:
                    continue
                n_text = self.text[n.start_char:n.end_char]
                if n.label_ == "SINGLE" and _norm(n_text) not in self.method_gaz_keys:
                    continue
                if len(n_text) <= 3 and _norm(n_text) not in self.method_gaz_keys and \
                        self._pair_of(n.start_char, n.end_char) is None and _norm(n_text) not in self.alias:
                    continue  # "ID", "ToM": an undefined short capital word is no method name
                if _norm(n_text) in proposed_keys or self._not_a_method_name(n) or \
                        n.end < len(doc) and (self.lower[n.end] in L.BENCHMARK_HEADS
                                              or self._task_data_head(n) is not None):
                    continue  # "using an fMRI dataset", "based on the X reasoning benchmark": data, not a method
                start, end = n.start_char, n.end_char
                chunk = self.chunk_of.get(n.start)
                if chunk is not None and chunk.end > n.end and self.lower[chunk.end - 1] in _CUE_EXTENDING_HEADS \
                        and not (chunk.end == n.end + 1 and self.lower[n.end] in _NAMED_MODEL_HEADS
                                 and not self._defines_non_method(n_text)):
                    end = chunk.end_char  # "X encoder", but "the X model" is X
                role = "compared" if past_judging else self._method_role(n.start_char)
                self.add(start, end, "Method", role, "method-cue", 0.7)
        self._names_listed_after_class(proposed_keys)
        self._conjoined_method_names(proposed_keys)
        if NAMED_THEORIES:
            self._named_theories(proposed_keys)
        self._camel_case_model_names(proposed_keys)
        self._shared_head_conjuncts()
        if BASED_CONJUNCTS:
            self._based_conjuncts(proposed_keys)
        self._textbook_techniques(proposed_keys)  # last: other rules' longer phrases stand
        if CONJUNCT_PHRASES:
            self._conjoined_technique_phrases(proposed_keys)
        self._drop_own_contributions()
        self._drop_long_form_heads()
        self._drop_long_form_tails()
        self._drop_participle_compounds()
        self._drop_measures_before_metric()
        self._drop_inner_methods()
        if DROP_RELEASED_ARTIFACTS:
            self._drop_released_artifacts()
        if DROP_ACTIVATION_OF_NETWORK:
            self._drop_activation_of_network()
        if DROP_COLON_OPENERS:
            self._drop_colon_openers()
        if DROP_PURPOSE_MODELING:
            self._drop_purpose_modeling()

    def main_task_aliases(self, kept: list, main_task) -> list:
        """The candidates ``kept`` (resolved, in order) without the used, compared or
        background methods whose normalised text is an alias (:attr:`alias`, the other
        side of an acronym definition) of the main task ``main_task`` (a kept Task
        candidate, or None: ``kept`` is returned unchanged). Resolution already makes a
        method whose own text is a kept task that task; the short form of a defined
        problem ("reinforcement learning (RL)" as the main task, "RL" also read as a
        method) names the same problem. Only the main task's aliases go: an acronym of a
        secondary task is as often a method the paper uses as a task (dev: 10 right, 10
        false). Source: methods round 29, dev pool mentions whose text is an alias of the
        main task: 21 right, 54 false."""
        if not DROP_MAIN_TASK_ALIASES or main_task is None:
            return kept
        forms = {_norm(self._text(main_task))}
        forms |= self.alias.get(_norm(self._text(main_task)), set())
        if any(c.etype == "Task" and c.rule == "task-title-acronym" and _norm(self._text(c)) in forms
               for c in self.cands):
            # "distributional RL" (the title's kind of a setting, with its acronym): "RL" and
            # its long form name the same setting (roles_tasks.TaskRules._title_acronym_settings)
            acr = _norm(self._text(main_task).split()[-1])
            forms |= {acr} | self.alias.get(acr, set())
        return [c for c in kept if not (c.etype == "Method" and c.role in ("used", "compared", "mention")
                                        and _norm(self._text(c)) in forms)]

    def _drop_long_form_heads(self):
        """A method candidate that is only the head of an acronym's long form that a
        preposition goes on from gives way to the whole definition: "Reinforcement
        Learning" of "Reinforcement Learning from Human Feedback (RLHF)", "gradient descent"
        of "gradient descent with momentum (GDM)": the long form names a method built on the
        head, so the long form and the acronym become method candidates (with the head's
        role, unless already candidates) and the head is dropped. The head starts where the
        long form starts, ends right before one of "from", "with", "for", "of", "through",
        "via", "by", "on", and is no proposal; no problem noun (:data:`_PROBLEM_NOUNS`) comes
        in the four words before the long form."""
        if not self.pairs:
            return
        low, text = self.lower, self.text
        spans = {(c.start, c.end) for c in self.cands if c.etype == "Method"}
        drop, add = [], []
        for (ss, se), (ls, le), _a in self.pairs:
            i = self._token_at_char(ls)
            if i is None or any(_singular(w) in _PROBLEM_NOUNS for w in low[max(0, i - 4):i]):
                continue  # "the problem of Bayesian optimization with ...", "a challenge known as ...": a problem
            for c in self.cands:
                if c.etype != "Method" or c.role == "proposed" or c.start != ls or not c.end < le:
                    continue
                k = self._token_at_char(c.end + 1) if c.end < len(text) and text[c.end] == " " else None
                if k is not None and low[k] in ("from", "with", "for", "of", "through", "via", "by", "on") \
                        and self.idx[k] < le:
                    drop.append(c)
                    for x, y in ((ls, le), (ss, se)):
                        if (x, y) not in spans:
                            add.append((x, y, c.role))
                            spans.add((x, y))
        if drop:
            self.cands = [c for c in self.cands if not any(c is d for d in drop)]
        for ls, le, role in add:
            self.add(ls, le, "Method", role, "method-acronym", 0.7)

    def _drop_long_form_tails(self):
        """A method candidate (not a proposal) that starts inside the long form of an
        acronym the text defines, right after a preposition of that long form, and ends
        inside it or where it ends, is a part of the longer name, not a method of its own:
        "Human Feedback" of "Reinforcement Learning from Human Feedback (RLHF)" (a list
        rule reads the capitalised words after "from" as a name). Such candidates are
        dropped."""
        if not self.pairs:
            return
        low = self.lower
        longs = [(ls, le) for _, (ls, le), _a in self.pairs]

        def tail(c) -> bool:
            if c.etype != "Method" or c.role == "proposed":
                return False
            for ls, le in longs:
                if ls < c.start and c.end <= le:
                    k = self._token_at_char(c.start)
                    return k is not None and k > 0 and low[k - 1] in _LONG_FORM_PREPS
            return False

        self.cands = [c for c in self.cands if not tail(c)]

    def _drop_measures_before_metric(self):
        """A method candidate (not a proposal) right before a bracketed metric name is
        the measure that metric quantifies, not a method: "improvement in sample
        approximation (PSNR)" (a name of the metric vocabulary or a metric candidate of
        the text in the brackets, alone, that is not the candidate's own acronym: "Masked
        Auto-Encoder (MAE)" stays). Such candidates are dropped."""
        metric_keys = self.metric_gaz_keys | {_norm(self._text(c)) for c in self.cands if c.etype == "Metric"}
        if not metric_keys:
            return
        text = self.text

        def measure(c) -> bool:
            if c.etype != "Method" or c.role == "proposed" or not text.startswith(" (", c.end):
                return False
            close = text.find(")", c.end + 2, c.end + 40)
            if close < 0 or _norm(text[c.end + 2:close]) not in metric_keys:
                return False
            # the candidate's own acronym is no metric of it ("Masked Auto-Encoder (MAE)")
            return self._pair_of(c.start, c.end) is None and not _initials_match(text[c.end + 2:close], self._text(c))

        self.cands = [c for c in self.cands if not measure(c)]

    def _drop_inner_methods(self):
        """A method candidate (not a proposal) of a rule that reads a technique out of a
        longer phrase (:data:`_INNER_PIECE_RULES`) gives way to a longer method candidate
        (not a proposal) that holds it: "diffusion" of "diffusion-based generative models"
        (``method-based-on``), "fine-tuning" of "supervised fine-tuning"
        (``method-standalone``), "mapping regression" of "reverse mapping regression (RMR)"
        (``method-np``): the longer phrase names the same technique, more specifically.
        (``method-paradigm`` keeps its reading: "an active learning method" gives "active
        learning", tests/test_methods21.py; dropping it too was 3 false fewer on dev.) A longer candidate
        that a task, dataset, metric or proposal overlaps may lose to it when candidates
        are resolved, so it drops no piece ("Diffusion-based image editing methods": the
        task may take the phrase, and "diffusion" stays).
        Names of the gazetteer and of other rules stay ("CLIP" of "the pre-trained CLIP
        model": the name is the method the text uses; but an activation function naming the
        kind of a network, "ReLU" of "ReLU networks", goes: :meth:`_drop_activation_of_network`).
        Source: the nested method candidates of methods round 27 (dev: 13 false fewer,
        none right lost; with gazetteer names also dropped, 3 right were lost)."""
        if not DROP_INNER_PIECES:
            return
        higher = [(c.start, c.end) for c in self.cands if (c.etype != "Method" or c.role == "proposed")
                  and c.rule != "task-title-acronym"]  # (a task that nests in the method phrase: roles.py)
        outers = [(c.start, c.end) for c in self.cands if c.etype == "Method" and c.role != "proposed"
                  and not any(x < c.end and c.start < y for x, y in higher)]
        drop = [c for c in self.cands if c.etype == "Method" and c.role != "proposed" and c.rule in _INNER_PIECE_RULES
                and any(s <= c.start and c.end <= e and (s, e) != (c.start, c.end) for s, e in outers)]
        if drop:
            self.cands = [c for c in self.cands if not any(c is d for d in drop)]

    def _drop_purpose_modeling(self):
        """Remove a method candidate of the noun-phrase rule (``method-np``, not a proposal)
        headed by "modeling" / "modelling" or "learning" that comes right after "for": the
        phrase names what a technique serves, a task or field, no technique the paper uses
        ("diffusion models have become ubiquitous for generative modeling", "a self-attention
        mechanism for molecular structure modeling", "an effective sampler for non-convex
        learning"). Source: session 35 (mu20), dev pool method-np candidates after "for" with
        these heads: 6 false, 0 right (4 gold allowed extras), in 6 abstracts of 6 files."""
        drop = []
        for c in self.cands:
            if c.etype != "Method" or c.role == "proposed" or c.rule != "method-np":
                continue
            i, j = self._token_at_char(c.start), self._token_at_char(c.end - 1)
            if i is None or j is None or i == 0 or self.lower[i - 1] != "for":
                continue
            if self.lower[j] in ("modeling", "modelling", "learning"):
                drop.append(c)
        if drop:
            self.cands = [c for c in self.cands if not any(c is d for d in drop)]

    def _drop_colon_openers(self):
        """Remove a one-word method candidate of the name rules (:data:`_NAME_LIST_RULES`)
        that only opens a clause after a colon: a capital and lower-case letters, not tagged
        a proper noun, right after ":" ("... framework: Samples from the initializer serve
        as ...", "... graphs: Only there could ...", "... conditions: Inputting a prompt
        ..."). The capital is the clause's, as at a sentence's start; the word is no name.
        Methods round 30: on dev 3 such false methods used, none right."""
        drop = []
        for c in self.cands:
            if c.etype != "Method" or c.role == "proposed" or c.rule not in _NAME_LIST_RULES:
                continue
            i = self._token_at_char(c.start)
            if i is None or i == 0 or self.words[i - 1] != ":" or self.idx[i] + len(self.words[i]) != c.end:
                continue
            if _TITLE_WORD_RE.fullmatch(self.words[i]) and self.pos[i] != "PROPN":
                drop.append(c)
        if drop:
            self.cands = [c for c in self.cands if not any(c is d for d in drop)]

    def _drop_activation_of_network(self):
        """Remove a method candidate (not a proposal) that is an activation function
        (:data:`_ACTIVATION_NAMES`) naming the kind of a network that a longer method
        candidate (not a proposal) holds: "ReLU" of "two-layer ReLU networks" or of "ReLU
        nets trained with ...". The networks are what the paper studies or uses; their
        activation alone is no method it uses (methods round 30: on dev 5 such "ReLU" were
        false, 1 right). An activation named on its own ("a ReLU activation", "ReLU, GELU
        and SiLU") stays."""
        outers = [(c.start, c.end) for c in self.cands if c.etype == "Method" and c.role != "proposed"
                  and self.lower[self._token_at_char(c.end - 1) or 0] in _NETWORK_HEADS]
        if not outers:
            return
        drop = [c for c in self.cands if c.etype == "Method" and c.role != "proposed"
                and self._text(c).lower() in _ACTIVATION_NAMES
                and any(s <= c.start and c.end < e for s, e in outers)]
        if drop:
            self.cands = [c for c in self.cands if not any(c is d for d in drop)]

    def _drop_released_artifacts(self):
        """Remove method candidates (not proposals) that are files the paper releases: a
        phrase headed by "model(s)", "checkpoint(s)" or "weights" coordinated with the code
        or data ("The code and pre-trained models are available at ...", "Our codebase and
        pre-trained models can be accessed ...", "We make the code, data, and pre-trained
        model available"), with a release word (:data:`~kg.extract.lexicon.RELEASE_WORDS`,
        "accessed", "released") within the next twelve tokens of the sentence. The models
        are artifacts to download, not a method the work uses (methods round 30: 3 such
        false methods used on dev, none right)."""
        low = self.lower
        drop = []
        for c in self.cands:
            if c.etype != "Method" or c.role == "proposed":
                continue
            i = self._token_at_char(c.start)
            e = self._token_at_char(c.end - 1)
            if i is None or e is None or low[e] not in _ARTIFACT_HEADS:
                continue
            sent = self.sents[self.tok_sent.get(i, 0)]
            # the code / data: inside the phrase ("code and pre-trained models") or coordinated before it
            inside = any(low[k] in _RELEASE_OBJECTS and k + 1 <= e and low[k + 1] in ("and", ",")
                         for k in range(i, e))
            k = i - 1
            while k >= sent.start and low[k] in (",", "and", "the", "our", "all"):
                k -= 1
            before = k >= sent.start and k < i - 1 and low[k] in _RELEASE_OBJECTS \
                and any(low[x] in (",", "and") for x in range(k + 1, i))
            if not (inside or before):
                continue
            after = low[e + 1:min(sent.end, e + 13)]
            if any(w in L.RELEASE_WORDS or w in ("accessed", "release", "releases") for w in after):
                drop.append(c)
        if drop:
            self.cands = [c for c in self.cands if not any(c is d for d in drop)]

    def _drop_participle_compounds(self):
        """A method candidate (not a proposal) that ends in a hyphen and a lower-case past
        participle or "-based" is a modifier of what follows, not a method: "MATRIX-simulated
        data", "AI-synthesized images", "Lipschitz-capped weights", "Score-based models"
        (:data:`_PARTICIPLE_COMPOUND_RE`). Such candidates are dropped."""
        text = self.text
        drop = [c for c in self.cands if c.etype == "Method" and c.role != "proposed"
                and c.rule != "method-based-conjunct" and _PARTICIPLE_COMPOUND_RE.search(text[c.start:c.end])]
        if drop:
            self.cands = [c for c in self.cands if not any(c is d for d in drop)]

    def _own_contribution_phrases(self) -> list[tuple[int, int]]:
        """Noun phrases that name the paper's own unnamed contribution, as token spans
        ``(start, end)``: the object of a contribution verb with a self subject ("we develop
        **a value-function approximation algorithm**", "this paper introduces **a node
        merging step**"; the verbs the proposal stage found, ``proposal_verbs``, its object
        phrase opening right after the verb or after "a" / "an" / a number), and a phrase
        opened by "our", "our proposed" or "the proposed" ("**our online control
        algorithm**", "**the proposed regularizer**"). Not an object that "introduce" brings
        into something else ("we introduce attention into GNNs": a use), an object after
        "the" ("we introduce the X loss": the text treats it as defined), nor a plural
        object without an article ("we develop gradient methods for X", "we develop
        no-regret algorithms": a family of methods the work adds to, which it uses).

        Returns:
            ``(start, end)`` token spans (``end`` exclusive) of the noun phrases, in text order.
        """
        low = self.lower
        out: set[tuple[int, int]] = set()
        for v in self.proposal_verbs:
            k = v + 1
            while k < len(low) and low[k] in _OBJECT_OPENERS:
                k += 1  # "a", "the", "two": the noun phrases hold no determiner
            ch = self.chunk_of.get(k)
            if ch is None or ch.start != k:
                continue
            if low[v].startswith("introduc") and ch.end < len(low) and low[ch.end] in ("into", "to", "in", "as"):
                continue  # "we introduce attention into GNNs", "introduce X as a prior": X is taken up
            if k > v + 1 and low[k - 1] == "the":
                continue  # "we introduce the X loss": a thing the text treats as defined
            if k == v + 1 and _singular(low[ch.end - 1]) != low[ch.end - 1]:
                continue  # "we develop gradient methods for X": a family the work adds members to
            out.add((ch.start, ch.end))
        if OWN_PASSIVE_PHRASES:
            self._own_passive_phrases(out)
        for w in ("our", "proposed"):
            for k in _positions(low, w):
                if w == "proposed" and not (k > 0 and low[k - 1] in ("the", "our")):
                    continue  # "the proposed X", "our proposed X"; not "previously proposed X"
                ch = self.chunk_of.get(k)
                if ch is None or ch.start != k:
                    ch = self.chunk_of.get(k + 1)
                    if ch is None or ch.start != k + 1:
                        continue
                out.add((ch.start, ch.end))
        if OWN_PASSIVE_PHRASES:
            for st, e in sorted(out):
                # "we propose a X and a Y": the second object is the paper's too
                if e + 2 < len(low) and low[e] == "and" and low[e + 1] in ("a", "an"):
                    ch = self.chunk_of.get(e + 2)
                    if ch is not None and ch.start == e + 2:
                        out.add((ch.start, ch.end))
        return sorted(out)

    def _own_alongside(self, i: int, sent_start: int) -> bool:
        """Whether the "with" at token ``i`` closes "along with" / "together with" after a
        comma in a sentence whose contribution verb (``proposal_verbs``) comes before it
        (:data:`OWN_ALONGSIDE`): "we design a World Model for X, along with a Task Generator"
        adds a second made thing, not a tool used."""
        if i < sent_start + 2 or self.lower[i - 1] not in ("along", "together") or self.words[i - 2] != ",":
            return False
        return any(sent_start <= v < i for v in self.proposal_verbs)

    def _own_passive_phrases(self, out: set[tuple[int, int]]) -> None:
        """Add to ``out`` (token spans, ``end`` exclusive) the noun phrases that a passive
        contribution verb in the present tense names as new: an indefinite noun phrase
        right before "is" / "are" and a participle of :data:`_OWN_PASSIVE_PARTICIPLES` ("a
        temporal weight adjustment algorithm **is proposed**", "an X loss and a Y loss
        **are introduced**": both conjuncts). The past tense ("a method was proposed")
        reports earlier work and adds nothing."""
        low = self.lower
        for aux in ("is", "are"):
            for k in _positions(low, aux):
                if k + 1 >= len(low) or low[k + 1] not in _OWN_PASSIVE_PARTICIPLES:
                    continue
                end = k
                while True:
                    ch = self.chunk_of.get(end - 1)
                    if ch is None or ch.end != end or ch.start == 0 or low[ch.start - 1] not in ("a", "an"):
                        break
                    out.add((ch.start, ch.end))
                    if ch.start >= 3 and low[ch.start - 2] == "and":
                        end = ch.start - 2  # "an X loss and a Y loss are proposed"
                    else:
                        break

    def _drop_own_contributions(self):
        """Remove method candidates that are the paper's own unnamed contribution (user trial
        of session 15: 9 of 21 wrong methods used were such phrases).

        A used, compared or background method candidate whose span ends where a phrase of
        :meth:`_own_contribution_phrases` ends and starts inside it is that phrase (less its
        determiner and rating words): "we develop a value-function approximation algorithm"
        gives no method used "value-function approximation algorithm". The same phrase later
        in the abstract (same normalised text) is the same contribution and goes too
        ("... Our value-function approximation algorithm converges"), unless it is compared
        or named as background there ("outperforms all existing X algorithms"). Kept:

        * a phrase the abstract also names before its first own occurrence, outside an own
          phrase: it names a kind of method that exists apart from the paper ("Diffusion
          models have ... We train a diffusion model ... our diffusion model"), and the
          paper's model is one of that kind;
        * a known technique as a whole (:func:`~kg.extract.gazetteer.technique_keys`, the
          Papers with Code method names of this abstract, the one-word techniques of
          :data:`~kg.extract.roles_base._STANDALONE_METHODS`: "we present a transformer");
        * a name (the span's last word is not a lower-case word), and a one-word phrase ("we
          introduce self-distillation and online clustering": a technique's own name).

        A dropped phrase "<technique> <descriptor noun>" whose technique is known (a Papers
        with Code method, or a known technique that ends in a process noun: "a feature
        selection method", "a computationally efficient variational inference algorithm")
        leaves the technique as a method used (rule ``method-own-ingredient``), the
        established ingredient the guidelines ask for, and so does a capitalised name of
        several words that is a known technique or opens two or more ("a Monte Carlo
        algorithm" -> "Monte Carlo": "Monte Carlo tree search", "Monte Carlo dropout"); so does a loss of three words or more
        whose last modifier is an adjective of the Papers with Code method vocabulary
        (:func:`~kg.extract.gazetteer.method_words`): "a cross-channel contrastive loss" ->
        "contrastive loss". Methods inside the phrase but not ending with it
        stay ("we propose a novel contrastive learning framework": contrastive learning).
        """
        own = self._own_contribution_phrases()
        if not own:
            return
        ends: dict[int, list[int]] = {}
        spans = []
        for s, e in own:
            a, b = self.idx[s], self.idx[e - 1] + len(self.words[e - 1])
            ends.setdefault(b, []).append(a)
            spans.append((a, b))
        known = technique_keys()
        methods = [c for c in self.cands if c.etype == "Method" and c.role in ("used", "compared", "mention")]
        first_own: dict[str, int] = {}
        at_own: set[int] = set()  # ids of the candidates that end an own phrase
        for c in methods:
            if c.end in ends and any(st <= c.start for st in ends[c.end]):
                at_own.add(id(c))
                txt = self._text(c)
                last = txt.split()[-1] if txt.split() else ""
                key = _norm(txt)
                if " " in txt and last.islower() and last.replace("-", "").isalpha() and key not in known \
                        and key not in self.method_gaz_keys and txt.lower() not in _STANDALONE_METHODS:
                    first_own[key] = min(first_own.get(key, c.start), c.start)
        if not first_own:
            return
        for c in methods:
            key = _norm(self._text(c))
            if key in first_own and c.start < first_own[key] and not any(a <= c.start and c.end <= b for a, b in spans):
                del first_own[key]  # named before, outside the paper's own phrase: a known kind
        if not first_own:
            return
        dropped = [c for c in methods if _norm(self._text(c)) in first_own and (id(c) in at_own or c.role == "used")]
        self.cands = [c for c in self.cands if not any(c is d for d in dropped)]
        vocab = method_words()
        for c in dropped:
            txt = self._text(c)
            words = txt.split()
            e = self._token_at_char(c.end - 1)
            if len(words) >= 3 and e is not None and self.lower[e] in ("loss", "losses") and e - 1 >= 0 \
                    and self.pos[e - 1] == "ADJ" and self.lower[e - 1] in vocab and self.ws[e - 1] \
                    and self.lower[e - 1] not in L.GENERIC_MODIFIERS and self.lower[e - 1] not in L.EVALUATIVE:
                # "a cross-channel contrastive loss" -> "contrastive loss": the known kind of loss
                self.add(self.idx[e - 1], c.end, "Method", c.role, "method-own-ingredient", 0.6)
                continue
            if len(words) < 2 or _singular(words[-1].lower()) not in L.METHOD_DESCRIPTOR_HEADS:
                continue
            ingredient = " ".join(words[:-1])
            while True:  # the longest known tail: "efficient variational inference" -> "variational inference"
                if self._known_ingredient(ingredient, known):
                    a = c.start + len(txt) - len(words[-1]) - 1 - len(ingredient)
                    if self.text[a:a + len(ingredient)] == ingredient:
                        self.add(a, a + len(ingredient), "Method", c.role, "method-own-ingredient", 0.6)
                    break
                if " " not in ingredient:
                    break
                ingredient = ingredient.split(" ", 1)[1]

    @staticmethod
    def _known_ingredient(ingredient: str, known: frozenset[str]) -> bool:
        """Whether ``ingredient``, the modifiers of an own phrase "<ingredient> <descriptor>",
        names an established technique (see :meth:`_drop_own_contributions`): two words at
        least (after normalisation: "graph parsing algorithm" -> "parsing" is too vague
        alone), and a Papers with Code method, a known technique
        (:func:`~kg.extract.gazetteer.technique_keys`) ending in a process noun
        ("value-function approximation", "feature selection"; not "numerical solution"), or a
        capitalised name that is a known technique or opens two or more ("Monte Carlo")."""
        ikey = _norm(ingredient)
        if " " not in ikey:
            return False
        if ikey in _pwc_keys("method"):
            return True
        last_word = ingredient.split()[-1].lower()
        if ikey in known and re.search(L.NOMINAL_SUFFIX_RE, last_word) \
                and last_word not in L.NON_TASK_NOMINALS and ikey not in L.GENERIC_NOUNS:
            return True
        return ingredient[:1].isupper() and ingredient.split()[0][1:].islower() \
            and (ikey in known or _known_prefix_count(ikey) >= 2)

    def _acronym_after_use_cue(self, start: int, end: int) -> bool:
        """Whether the acronym definition at characters ``[start, end)`` (long form and
        short form, either order) is the object of a cue of use, so that what it defines is
        a technique the paper builds on whatever its head: "variants based on Stochastic
        gradient Langevin dynamics (SGLD)", "inspired by the invariant risk minimization
        (IRM) principle", "using the persistence diagram (PD)" (class "defined term after
        a cue of use not read", methods round 13).

        The cue is a verb of :data:`~kg.extract.lexicon.USE_VERBS` or "incorporate", a pair
        of :data:`_DEFINED_USE_PAIRS` ("based on", "inspired by"), "the use of" or "by means
        of", right before the definition or before one determiner. Not when another stage
        typed a span of the definition (a dataset, metric or task: "using the area under
        the curve (AUC)" is a metric), nor for a long form of one word or one that ends in
        a noun of data (:data:`~kg.extract.lexicon.DATASET_LIST_NOUNS`, ``BENCHMARK_HEADS``:
        "based on whole slide images (WSIs)"). The caller also leaves out a definition the
        paper names as its own (:meth:`_own_acronym`).
        """
        i = self._token_at_char(start)
        if i is None or i == 0:
            return False
        long_words = self.text[start:end].split("(")[0].split()
        if len(long_words) < 2:
            return False
        if long_words[-1].lower() in L.DATASET_LIST_NOUNS or long_words[-1].lower() in L.BENCHMARK_HEADS:
            return False  # "based on whole slide images (WSIs)": data, not a technique
        sent_start = self.sents[self.tok_sent.get(i, 0)].start
        k = i - 1
        if k > sent_start and self.pos[k] == "DET":
            k -= 1
        if k < sent_start:
            return False
        low = self.lower
        w = low[k]
        cue = w in L.USE_VERBS or w in _INCORPORATE or (
            k > sent_start and (low[k - 1], w) in _DEFINED_USE_PAIRS) or (
            k - 1 > sent_start and (low[k - 2], low[k - 1], w) in (("the", "use", "of"), ("by", "means", "of")))
        if not cue:
            return False
        return not any(c.etype != "Method" and c.start < end and start < c.end for c in self.cands)

    def _own_acronym(self, short: str, long: str) -> bool:
        """Whether the acronym definition ``long (short)`` names the paper's own proposal,
        so that a cue of use before it ("we rank passages using gated fusion (GaF)" in a
        paper titled "GaF: ...") does not make it a technique the paper builds on
        (:meth:`_acronym_after_use_cue`). Signals: the title leads with it (the name before
        its colon is ``short`` or ``long``), or the abstract names ``short`` as the paper's
        own: "our GaF", "we propose / introduce / present (the) GaF", "called GaF", where it
        heads the phrase ("our CVaR reward-free approach" and "we propose BEV flow" name
        something else: no noun, name, adjective, number or hyphen follows).

        Args:
            short, long: the two forms of the definition.
        Returns:
            True when one of the signals holds.
        """
        lead = _TITLE_NAME.match(self.doc._.paperkg_title or "")
        if lead and (lead.group(1) == short or lead.group(1).lower() == long.lower()):
            return True
        for m in re.finditer(_OWN_NAME_LEFT + re.escape(short) + r"(?![\w-])", self.text):
            k = self._token_at_char(m.end())  # the word after: not one that "GaF" modifies
            if k is None or k >= len(self.words) or self.pos[k] not in _NOUN_PHRASE_POS and self.words[k] != "-":
                return True
        return False

    def _spaced_model_names(self, proposed_keys: set[str]) -> list[tuple[int, int]]:
        """Pretrained models the name finder misses (rule ``method-model-name``): a
        family of :data:`~kg.extract.lexicon.MODEL_FAMILIES` and a version written apart
        ("Claude 3.5", "Llama 3 70B"; :data:`_SPACED_MODEL_RE`) with up to two capitalised
        variant words after it ("Claude 3.5 Sonnet", "Gemini 1.5 Pro") or size words in lower case
        ("Phi 3 mini", :data:`_LOWER_VARIANT_RE`), and model ids in
        lower case with a release suffix ("o1-preview", "gpt-4o-mini";
        :data:`_LOWER_MODEL_RE`). A name the finder
        has whole ("GPT-4 Turbo"), a proposed name or a known dataset is left alone. The
        role is read like a gazetteer hit's (:meth:`_method_role`).

        Args:
            proposed_keys: normalised names of the paper's proposals.
        Returns:
            The ``(start, end)`` character spans added.
        """
        text, out = self.text, []
        # (cheap tests first: few abstracts name a model family as a word, or a release suffix)
        words = self.words
        if _FAMILY_WORDS.isdisjoint(words) and _FAMILY_WORDS.isdisjoint(
                w.split("-", 1)[0] for w in words if "-" in w):  # ("LLaMA-2 7B")
            found = []
        else:
            found = list(_SPACED_MODEL_RE.finditer(text))
        if any(sfx in text for sfx in _RELEASE_SUFFIXES):
            found += _LOWER_MODEL_RE.finditer(text)
        for m in found:
            start, end = m.start(), m.end()
            if m.re is _SPACED_MODEL_RE:
                if " " not in m.group():
                    continue  # "GPT-4", "Qwen2.5": the versioned-name rule reads these
                if _COUNTED_NOUN_RE.match(text, end) or _VALUE_UNIT_RE.match(text, end):
                    continue  # "fine-tune Llama 3 times": a count; "CLIP 68.3%": a score
                for _ in range(_MAX_VARIANT_WORDS):  # "Gemini 1.5 Pro", "Claude 3 Opus"
                    if self._variant_end(end) > end:  # "Phi 3 mini"
                        end = self._variant_end(end)
                        continue
                    nxt = re.match(r" ([A-Z][a-z]+|[A-Z]{2,3})(?![\w\-])", text[end:])
                    if nxt is None or nxt.group(1).lower() in L.NAME_STOPWORDS \
                            or _norm(nxt.group(1)) in self.dataset_gaz_keys:
                        break
                    end += nxt.end()
            name = text[start:end]
            key = _norm(name)
            if key in proposed_keys or key in self.dataset_gaz_keys or any(
                    n.start_char <= start and end <= n.end_char for n in self._names_in(
                        max(0, (self._token_at_char(start) or 0) - 1), (self._token_at_char(start) or 0) + 1)):
                continue  # ("GPT-4 Turbo": the name finder has it whole)
            self.add(start, end, "Method", self._method_role(start, "method-gazetteer"), "method-model-name", 0.7)
            out.append((start, end))
        return out

    def _variant_end(self, end: int) -> int:
        """End of a model name that ends at character ``end`` together with a lower-case
        size or release word after it ("GPT-4o mini", :data:`_LOWER_VARIANT_RE`), unless a
        content word follows that word (:data:`_AFTER_VARIANT`); ``end`` when none."""
        m = _LOWER_VARIANT_RE.match(self.text, end)
        if m is None or m.group("next") is not None and m.group("next") not in _AFTER_VARIANT:
            return end
        return m.end(1)

    #: Words that may stand between "is" and the described noun phrase of
    #: :meth:`_predicate_of_own` ("is the first efficient and rate-optimal ...").
    _PREDICATE_LEADS = frozenset("the a an first only one also indeed thus therefore".split())

    def _predicate_of_own(self, start: int) -> bool:
        """Whether the method phrase starting at token ``start`` is what "our <method noun>" or
        "the proposed <method noun>" is said to be: "our algorithm is the first efficient and
        rate-optimal zorb minimization algorithm for ...", "the proposed method is a plonk
        estimator". Such a phrase describes the paper's own method, which is no method it uses
        (:data:`OWN_PREDICATES`).

        Args:
            start: the first token of the phrase.
        Returns:
            True when a form of "be" stands before the phrase (past words of
            :data:`_PREDICATE_LEADS`, adjectives, adverbs, commas and "and") and its subject,
            ending right before it, is a method noun (:data:`_LIST_METHOD_NOUNS`) after "our" or
            "the proposed", not after "of" ("The core of our model is a hierarchical neural
            operator": the operator is the kind of the model's part, a method it uses).
        """
        low = self.lower
        lo = self.sents[self.tok_sent[start]].start
        k = start - 1
        while k > lo and (low[k] in self._PREDICATE_LEADS or low[k] in (",", "and")
                          or self.pos[k] in ("ADJ", "ADV")) and start - k < 12:
            k -= 1
        if k <= lo or low[k] not in ("is", "are", "was", "were"):
            return False
        h = k - 1
        if h <= lo or low[h] not in _LIST_METHOD_NOUNS:
            return False
        if h - 2 >= lo and low[h - 2] == "of" or h - 3 >= lo and low[h - 3] == "of":
            return False  # "The core of our model is a hierarchical neural operator": the kind of a part
        return low[h - 1] == "our" or (h - 2 >= lo and low[h - 1] == "proposed" and low[h - 2] in ("the", "our"))

    def _purpose_task(self, sp: Span, sp_text: str) -> bool:
        """Whether the noun phrase ``sp`` (text ``sp_text``) names the task a method is
        for rather than a method: it stands right after "for" and is a Papers with Code
        task, or one with a task noun after it ("optical flow" of "optical flow
        estimation"; :data:`_TASK_STEM_HEADS`), or one that ends in a task of two words
        or more that is no method ("disentangled representation learning"), no Papers
        with Code method ("normalizing flow" stays a method) and not headed by a method
        descriptor noun ("for large language models"). "We propose FlowNet for optical
        flow", "a framework for representation learning"."""
        if sp.start == 0 or self.lower[sp.start - 1] != "for":
            return False
        if sp.end < len(self.doc) and (_singular(self.lower[sp.end]) in L.METHOD_DESCRIPTOR_HEADS
                                       or self.pos[sp.end] == "NOUN"):
            return False  # "for deep RL algorithms", "for RL domains": the phrase modifies a noun
        key = _norm(sp_text)
        if key in self.method_gaz_keys or key in _pwc_keys("method") or \
                _singular(self.lower[sp.end - 1]) in L.METHOD_DESCRIPTOR_HEADS:
            return False  # ("for large language models": models a method is applied to)
        tasks = _pwc_keys("task")
        if key in tasks or any(f"{key} {h}" in tasks for h in _TASK_STEM_HEADS):
            return True
        # "for disentangled representation learning": a modifier before a task that is no
        # method (not "for graph contrastive learning": contrastive learning is both)
        words = key.split()
        methods = _pwc_keys("method")
        return any(" ".join(words[k:]) in tasks and " ".join(words[k:]) not in methods
                   and " ".join(words[k:]) not in self.method_gaz_keys for k in range(1, len(words) - 1))

    def _prefixed_tail(self, start: int) -> bool:
        """Whether the text from character ``start`` on is the tail of a name made of a
        short prefix (one to three characters), a hyphen and that tail: "VAE" in "β-VAE",
        "SchNet" in "G-SchNet" (the name is another method than its tail)."""
        t = self.text
        if start < 2 or t[start - 1] != "-":
            return False
        m = re.search(r"(?:^|[\s(\[/,;])(\S{1,3})$", t[max(0, start - 5):start - 1])
        return m is not None and not m.group(1)[-1] in "-–"

    def _slash_glued(self, start: int, end: int) -> bool:
        """Whether the text span ``[start, end)`` (character offsets) is one part of a
        slash-joined name ("CNN" in "CNN/DailyMail"): a "/" touches it without a space
        and the part on the other side starts (or ends) with a capital letter or digit
        and is no known method ("CNN/RNN", "LSTM/GRU" stay alternatives of two methods).
        """
        t = self.text
        if end < len(t) - 1 and t[end] == "/" and t[end + 1:end + 2].isalnum():
            m = re.match(r"[\w-]+", t[end + 1:])
            other = m.group() if m else ""
        elif start > 1 and t[start - 1] == "/" and t[start - 2].isalnum():
            m = re.search(r"[\w-]+$", t[:start - 1])
            other = m.group() if m else ""
        else:
            return False
        if not other or not (other[0].isupper() or other[0].isdigit()):
            return False
        return _norm(other) not in self.method_gaz_keys and other.lower() not in _STANDALONE_METHODS

    def _not_a_method_name(self, n: Span) -> bool:
        """Whether the name-shaped span ``n`` is evidently no method: a computing device
        (a word of :data:`~kg.extract.lexicon.HARDWARE_NOUNS` or a memory size inside it
        or right after it: "A100 80GB GPU", "an A100 GPU"), a Papers with Code
        dataset (:meth:`_known_dataset_name`: "WMT14", "CNN/DailyMail", "WMT14 En-De") or a
        name sized by a count of items (:meth:`_counted_data_name`: "TI-300K").
        """
        for k in range(n.start, min(n.end + 1, len(self.doc))):
            if self.lower[k] in L.HARDWARE_NOUNS or re.match(L.MEMORY_SIZE_RE, self.words[k]):
                return True
        return self._known_dataset_name(n) or self._counted_data_name(self.text[n.start_char:n.end_char])

    def _standalone_technique_ok(self, sp: Span) -> bool:
        """Whether a one-word technique of :data:`~kg.extract.lexicon.STANDALONE_TECHNIQUES`
        that forms a whole noun phrase ``sp`` names the technique: the next token ends
        the phrase (punctuation, a preposition other than "of", a verb or auxiliary,
        the sentence end), so the word is neither a gerund with an object ("by pruning
        an untrained model"), an act with its object ("the distillation of a
        subspace") nor a modifier in a coordination ("the pruning and growing
        criteria"); its noun phrase lost no content word to trimming (a mis-tagged
        "dataset distillation");
        not the first conjunct of a list before a shared class noun ("quantization,
        pruning or distillation methods", left to the coordination rule);
        and no negation ("without", "no") stands right before it ("used without
        finetuning" is a technique the paper does not use).
        """
        end = sp.end
        sent_end = self.sents[self.tok_sent[sp.start]].end
        if end < sent_end and (self.pos[end] not in ("PUNCT", "ADP", "AUX", "VERB", "PART", "SCONJ")
                               or self.lower[end] == "of"):
            return False  # "the distillation of a subspace": the act, not the technique
        chunk = self.chunk_of.get(sp.start)
        if chunk is not None and any(self.pos[k] not in ("DET", "PRON", "NUM", "PUNCT", "ADV", "CCONJ")
                                     and self.lower[k] not in L.NP_STRIP_LEFT and self.lower[k] not in L.EVALUATIVE
                                     for k in range(chunk.start, sp.start)):
            return False  # trimming dropped a content word ("dataset distillation" with "dataset" as a verb)
        if end < sent_end and self.words[end] == ",":
            k = end
            while k < sent_end and (self.lower[k] in (",", "and", "or") or self.lower[k] in _COORDINATED_TECHNIQUES):
                k += 1
            if k < sent_end and self.lower[k] in _TECHNIQUE_CLASS_NOUNS:
                return False  # left to the coordination rule
        return not (sp.start > 0 and self.lower[sp.start - 1] in ("without", "no", "not"))

    def _technique_head_ok(self, sp: Span) -> bool:
        """Extra evidence for a noun phrase headed by a word of
        :data:`~kg.extract.lexicon.TECHNIQUE_HEADS` (which :meth:`_technical` has
        already accepted): the word right before the head is no qualifier of degree or
        quality (:data:`~kg.extract.lexicon.TECHNIQUE_QUALIFIERS`: "optimal
        approximation", "constant approximation"), and the singular head "method" has
        a name among its modifiers ("Newton method", "a Lagrangian method") or
        modifiers whose last words form a known technique
        (:func:`~kg.extract.gazetteer.technique_keys`: "an on-policy actor-critic method"),
        or follows "the" ("the conjugate gradient method", "the ensemble method": the
        definite article presents the method as known; methods round 24, dev +6 right, 1
        false, corpus 17 of 19 right): without any, "a label-free optimization method"
        describes the paper's own method rather than naming an established one. The plural "methods" names a family
        ("kernel methods", "policy gradient methods"), unless it closes a coordination
        of one-word techniques ("pruning or distillation methods"), whose conjuncts are
        the methods.

        Args:
            sp: the trimmed noun phrase (at least two tokens).
        Returns:
            True when the phrase may be kept as a method mention.
        """
        low = self.lower
        if low[sp.end - 2] in L.TECHNIQUE_QUALIFIERS:
            return False
        mod = self.text[sp.start_char:self.idx[sp.end - 1]].strip()
        if low[sp.end - 1] in ("method", "methods") and " " not in mod and self._generic_method_modifier(mod):
            return False  # "estimation methods", "learning-based methods": a kind of work, no technique
        if sp.start > 1 and low[sp.start - 1] in ("and", "or", ",") and low[sp.end - 1] in ("methods", "estimators") \
                and low[sp.start - 2] in _COORDINATED_TECHNIQUES and low[sp.start] in _COORDINATED_TECHNIQUES:
            return False  # "pruning or distillation methods": the class noun is shared, each conjunct is a method
        if low[sp.end - 1] != "method":
            return True
        if sp.start > 0 and low[sp.start - 1] == "the":
            return True  # "the conjugate gradient method", "the ensemble method": an established one
        sent_start = self.sents[self.tok_sent[sp.start]].start
        if any(self.words[k][:1].isupper() and k != sent_start and self.is_alpha[k]
               for k in range(sp.start, sp.end - 1)):
            return True
        mods = self.text[sp.start_char:self.idx[sp.end - 1]].split()
        known = technique_keys()
        for j in range(len(mods)):  # "an (on-policy) actor-critic method"
            key = _norm(" ".join(mods[j:]))
            if " " in key and (key in known or key in self.method_gaz_keys):
                return True  # (two words at least: "optimization" alone is a field)
        return False

    def _shared_head_conjuncts(self):
        """Rule stage ``+conjunct-modifier``: a method noun phrase with a plural head
        whose modifier is coordinated with one word before it ("video and language
        models", "vision or CV models", "detection and mitigation methods") names one
        family with the shared head, so the mention takes in the first conjunct (a
        lower-case or capitalised noun, adjective or name; a hyphen-glued compound
        counts as one word) and up to three plain modifiers before it ("backdoor attack
        detection and mitigation methods"). Not when that word is a plural noun, an
        acronym ("IPS and DR methods" are two families), judging
        (:data:`~kg.extract.lexicon.EVALUATIVE`), a mark of prior work ("existing and
        new methods") or part of another mention ("CNNs and language models" are two).

        Effects:
            Moves the start of such ``Method`` candidates (rules ``method-np``,
            ``method-family``) to the first conjunct.
        """
        words, low = self.words, self.lower
        plural_heads = _FAMILY_PLURALS | {"models", "networks", "architectures", "frameworks", "nets"}
        for c in self.cands:
            if c.etype != "Method" or c.rule not in ("method-np", "method-family") or c.role == "proposed":
                continue
            s_tok = self._token_at_char(c.start)
            e_tok = self._token_at_char(c.end - 1)
            if s_tok is None or e_tok is None or low[e_tok] not in plural_heads or s_tok < 2 or e_tok - s_tok < 1:
                continue
            if low[s_tok - 1] not in ("and", "or"):
                continue
            k = s_tok - 2
            if BASED_CONJUNCTS and self._based_unit_start(k) is not None:
                continue  # "flow-based and energy-based models": two families (_based_conjuncts)
            while k - 2 >= 0 and words[k - 1] == "-" and not self.ws[k - 2] and not self.ws[k - 1]:
                k -= 2  # "text-to-image and video models"
            w = low[k]
            if not (self.is_alpha[k] or "-" in self.text[self.idx[k]:self.idx[s_tok - 2] + len(words[s_tok - 2])]) \
                    or self.pos[k] not in ("NOUN", "ADJ", "PROPN") or self.tag[s_tok - 2] in ("NNS", "NNPS") \
                    or w in L.EVALUATIVE or w in L.PRIOR_WORK_MODIFIERS or w in L.NP_STRIP_LEFT \
                    or sum(ch.isupper() for ch in words[s_tok - 2]) >= 2:
                continue  # ("IPS and DR methods": two named families, each its own mention)
            sent_start = self.sents[self.tok_sent[k]].start
            if k == sent_start and self.pos[k] != "ADJ":
                continue  # "Code and pre-trained models are available": a subject of its own
            n_more = 0
            while k - 1 >= sent_start and n_more < 3 and self.is_alpha[k - 1] and self.ws[k - 1] \
                    and self.pos[k - 1] in ("NOUN", "ADJ", "PROPN") and self.tag[k - 1] not in ("NNS", "NNPS") \
                    and low[k - 1] not in L.EVALUATIVE and low[k - 1] not in L.PRIOR_WORK_MODIFIERS \
                    and low[k - 1] not in L.NP_STRIP_LEFT and low[k - 1] not in L.GENERIC_MODIFIERS \
                    and (k - 2 < 0 or words[k - 2] != "-"):
                k -= 1  # "backdoor attack detection and mitigation methods": the first conjunct's modifiers
                n_more += 1
            start = self.idx[k]
            if any(o is not c and o.start < self.idx[s_tok - 1] and start < o.end for o in self.cands):
                continue
            c.start = start

    def _conjoined_method_names(self, proposed_keys: set[str]):
        """Rule ``method-conjunct``: a name coordinated with a method name found by a
        name rule (a Papers with Code method, a model name, a name after a use or
        comparison cue: "CLIP, MVP, VC-1", "upon Pseudo Label, FlexMatch, and
        Free/SoftMatch", "LSTMs or GRUs", "IPS and DR methods") is a method of the same
        role. The coordination is a comma, "and", "or", ", and" / ", or" or "/" between the
        two names and nothing else. Not a name that another rule typed (a dataset, a
        task, a metric), a proposal, a Papers with Code dataset or a device
        (:meth:`_not_a_method_name`), a single title-case word that is no name of a
        method elsewhere (label ``SINGLE``), nor a two-letter capital word that no acronym
        defines ("ID", "AI"). A method noun phrase that holds a capital ("LSTMs") is a
        known name too.

        Args:
            proposed_keys: normalised names of the paper's proposals.
        Effects:
            Adds ``Method`` candidates (confidence 0.6) with the role of the known name.
        """
        known = [c for c in self.cands if c.etype == "Method" and c.role != "proposed"
                 and (c.rule in _CONJUNCT_SOURCE_RULES
                      or c.rule == "method-np" and any(ch.isupper() for ch in self.text[c.start:c.end]))]
        if not known:
            return
        typed = {(c.start, c.end) for c in self.cands}
        taken = {c.start for c in self.cands if c.etype != "Method"} | {c.end for c in self.cands if c.etype != "Method"}
        low, words = self.lower, self.words
        starts = {}
        ends = {}
        for n in self.names:
            starts.setdefault(n.start_char, n)
            ends.setdefault(n.end_char, n)
        seen = set()
        queue = [(c.start, c.end, c.role) for c in known]
        while queue:
            cs, ce, role = queue.pop()
            known_text = self.text[cs:ce]
            tok_s, tok_e = self._token_at_char(cs), self._token_at_char(ce - 1)
            if tok_s is None or tok_e is None:
                continue
            for n in (self._conjunct_after(tok_e + 1, starts), self._conjunct_before(tok_s - 1, ends)):
                if n is None or (n.start_char, n.end_char) in seen or (n.start_char, n.end_char) in typed:
                    continue
                seen.add((n.start_char, n.end_char))
                n_text = self._span_text(n)
                key = _norm(n_text)
                if n.start_char in taken or n.end_char in taken or key in proposed_keys \
                        or key in self.dataset_gaz_keys or self._not_a_method_name(n):
                    continue
                if any(c.start < n.end_char and n.start_char < c.end for c in self.cands):
                    continue  # "Monte Carlo" of "Markov chain Monte Carlo": inside a longer mention
                if n.end < len(words) and self.pos[n.end] == "NOUN" and words[n.end].islower():
                    continue  # "LiDAR, mmWave radar": the name modifies a noun
                if _initials_match(n_text, known_text) or _initials_match(known_text, n_text):
                    continue  # "(Behavior Incremental Learning, Behavior-IL)": one name, two forms
                if n.start == self.sents[self.tok_sent[n.start]].start and self.lower[n.start].endswith("ing") \
                        and len(n) > 1:
                    continue  # "Taking NPE and ABC as use cases": the opening gerund is no part of a name
                if n.label_ == "SINGLE" and key not in self.method_gaz_keys:
                    continue
                if len(n_text) <= 2 and n_text.isupper() and self._pair_of(n.start_char, n.end_char) is None \
                        and key not in self.method_gaz_keys and key not in self.alias:
                    continue
                self.add(n.start_char, n.end_char, "Method", role, "method-conjunct", 0.6)
                queue.append((n.start_char, n.end_char, role))

    def _named_theories(self, proposed_keys: set[str]):
        """Rule ``method-theory``: a noun phrase headed by "theory" / "theories" whose
        modifiers name the body of theory ("information theory", "mean field theory",
        "rate-distortion theory", "the nonlinear Perron-Frobenius theory") is a method the
        work uses, as the gold lists such theories used as tools.

        The chunk ends in "theory" / "theories" and "of" does not follow ("theory of mind": a
        subject); an article "a" / "an" or a possessive or demonstrative determiner ("our",
        "this"), also right before the chunk, leaves it out (the paper's own theory), and so
        does "in" after a noun ("problems in game theory": the field a problem lies in;
        "rooted in information theory" stays); "the" is dropped, and so are leading
        adverbs and participles ("traditionally used"); every modifier left
        is a noun, name or adjective (no verb: "develop theory"), none a word of
        :data:`_THEORY_OWN_MODIFIERS` ("the developed theory", "a comprehensive theory") or
        an evaluative word, and at most three. A span another rule typed and proposed names
        are left alone.

        Args:
            proposed_keys: normalised names of the paper's proposals.
        Effects:
            Adds ``Method`` candidates (confidence 0.5) with the role of :meth:`_method_role`.
        Source: 20 missed theories of the development gold (mu22: dev5, dev14, dev15, dev28,
        dev30, dev36, dev39, dev48, dev50, dev57, dev60, dev62 and others), none of them a
        false hit while the rules found 10 others.
        """
        low, n = self.lower, len(self.lower)
        if "theory" not in low and "theories" not in low:
            return
        taken = [(c.start, c.end) for c in self.cands]
        for chunk in self._nps_ending_in(("theory", "theories")):
            h = chunk.end - 1
            if h + 1 < n and low[h + 1] == "of":
                continue
            k = chunk.start
            if self.pos[k] in ("DET", "PRON"):
                if low[k] != "the":
                    continue  # "a comprehensive theory", "our theory"
                k += 1
            b = chunk.start - 1
            if b >= 0 and self.pos[b] in ("DET", "PRON") and low[b] != "the":
                continue  # "introduces an / MPA elimination theory": the paper's own
            if b >= 1 and low[b] == "in" and self.pos[b - 1] != "VERB":
                continue  # "problems in game theory": the field the problem lies in ("rooted in X theory" stays)
            while k < h and (self.tag[k] in ("VBN", "VBD") or low[k] in _PLACING_PARTICIPLES
                             or low[k].endswith("ly")):
                k += 1  # "traditionally used mechanism design theories" -> "mechanism design theories"
            mods = range(k, h)
            if not 1 <= len(mods) <= 3 or any(
                    self.pos[j] not in ("NOUN", "PROPN", "ADJ") and self.words[j] != "-"
                    or low[j] in _THEORY_OWN_MODIFIERS or low[j] in L.EVALUATIVE for j in mods):
                continue
            s, e = self.idx[k], self.idx[h] + len(self.words[h])
            if any(x < e and s < y for x, y in taken) or _norm(self.text[s:e]) in proposed_keys:
                continue
            self.add(s, e, "Method", self._method_role(s, "method-np"), "method-theory", 0.5)
            taken.append((s, e))

    def _names_listed_after_class(self, proposed_keys: set[str]):
        """Rule ``method-class-list``: names listed right after a plural noun of a class of
        methods name members of that class: "three code generation models (Foo, BarCoder,
        and QuxGen)", "second-order methods (Foo and Bar-2)", "forward-only algorithms,
        i.e., Foo and Bar". (The list rule of :mod:`kg.extract.roles_datasets`,
        ``method-list``, reads many lists after "such as" / "including" / "e.g." first.)

        The class noun is a plural of :data:`~kg.extract.roles_base._LIST_METHOD_NOUNS`
        ("models", "methods", "baselines", "LLMs", "solvers") or of :data:`_LIST_FAMILY_NOUNS`
        ("heuristics", "mechanisms", "encodings", "detectors"), not "systems"
        (:data:`_LIST_CLASS_EXCLUDED`: products and data are listed after it). The list
        opens right after it with a bracket, or with "such as" / "including" / "e.g." /
        "i.e." (:data:`_EXAMPLE_OPENERS`; after an optional comma), also both ("selection
        mechanisms (e.g., Foo, Bar)", "heuristics (such as Foo damping)"); an article
        after the opener is skipped ("algorithms such as the Lasso"). It is a run of
        name-shaped spans (:mod:`kg.extract.names`, acronym long forms included) joined
        by ",", "and", "or", ", and", ", or" and nothing else. A bracketed list closes
        right after the last name and holds two names or more unless an opener starts it
        (a single bracketed name is usually an acronym, "large language models (LLMs)";
        "(Foo and Bar, 2021)" is a citation); a list after an opener drops a last name
        that modifies a lower-case noun ("such as Foo models"). Names that another rule typed, proposals, Papers
        with Code datasets and devices (:meth:`_not_a_method_name`) and acronym
        definitions are skipped.

        After an opener an item may also be a lower-case technique phrase
        (:meth:`_lower_list_item`; rule ``method-class-list-np``): "detectors, including
        watermarking, GPTZero, DetectGPT", "classifiers, such as random forest or gradient
        boosting trees"; not after a class noun of :data:`_LIST_CLASS_NOT_LOWER` or one
        that is the complement of a preposition of :data:`_LIST_CLASS_GOVERNORS`
        ("problems in large language models, such as hallucination"). Source: the lists
        that stopped at a lower-case first item of methods round 25: dev +2 right, 0
        false; on the 283 corpus abstracts with such a list 14 changed items, 9 right
        ("frameworks such as pruning", "models such as graph-based indexes"), 4 wrong
        ("causal mechanisms, such as temporal causality", "OpenAI" of "OpenAI's text
        classifier"); without the governor test 11 of 22 were right. A name before "'s"
        ends the list: it owns the item ("and OpenAI's text classifier").

        Args:
            proposed_keys: normalised names of the paper's proposals.
        Effects:
            Adds ``Method`` candidates (confidence 0.6) with the role that
            :meth:`_method_role` gives at each name.
        """
        low, words = self.lower, self.words
        n = len(low)
        if _LIST_METHOD_NOUNS.isdisjoint(low) and _LIST_FAMILY_NOUNS.isdisjoint(low):
            return
        for p in _positions_between(low, _LIST_NOUNS, 0, n - 3):
            w = low[p]
            if w not in _LIST_METHOD_NOUNS and w not in _LIST_FAMILY_NOUNS or not w.endswith("s") \
                    or w in _LIST_CLASS_EXCLUDED:
                continue
            j = p + 1
            j = self._past_reduced_relative(j)
            bracket = words[j] == "("
            if j > p + 1 and not bracket:
                continue
            opened = False
            if bracket:
                j += 1
            elif words[j] == ",":
                j += 1
            if j + 1 < n and low[j] == "such" and low[j + 1] == "as":
                j += 2
                opened = True
            elif j < n and low[j] in _EXAMPLE_OPENERS:
                j += 1
                opened = True
                if j < n and words[j] == ",":
                    j += 1
            elif not bracket:
                continue
            if opened and j < n and low[j] == "the" and j + 1 in self.name_at:
                j += 1  # "such as the Lasso"
            items: list[Span] = []
            lower_items: set[int] = set()
            cls = self.chunk_of.get(p)
            c0 = cls.start if cls is not None else p
            # lower-case items only where the class noun heads its own phrase: "problems in
            # large language models such as hallucination", "risks such as plagiarism" list
            # something else than members of the class
            lower_ok = w not in _LIST_CLASS_NOT_LOWER and (c0 == 0 or low[c0 - 1] not in _LIST_CLASS_GOVERNORS)
            while j < n:
                nm = self.name_at.get(j)
                if nm is None and bracket:
                    nm = self._modified_name_at(j)
                if nm is None and opened and lower_ok:
                    nm = self._lower_list_item(j)
                    if nm is not None:
                        lower_items.add(nm.start)
                if nm is None or self.tok_sent.get(nm.start) != self.tok_sent.get(p):
                    break
                if nm.end < n and low[nm.end] in ("'s", "’s"):
                    break  # "OpenAI's text classifier": the name owns the item
                items.append(nm)
                k = nm.end
                if k < n and words[k] == ",":
                    k += 1
                if k < n and low[k] in ("and", "or"):
                    k += 1
                if k == nm.end:
                    break
                j = k
            if not items:
                continue
            last = items[-1].end
            if bracket and (len(items) < 2 and not opened or last >= n or words[last] != ")"):
                continue  # (one bracketed name is an acronym, unless "(e.g., Foo)" opens it)
            if (not bracket or opened) and last < n and self.pos[last] == "NOUN" and words[last].islower() \
                    and items[-1].start not in lower_items:
                items.pop()  # "such as Foo models": the name modifies a noun
            for nm in items:
                n_text = self._span_text(nm)
                key = _norm(n_text)
                if key in proposed_keys or key in self.dataset_gaz_keys or self._not_a_method_name(nm) \
                        or self._pair_of(nm.start_char, nm.end_char) is not None \
                        or not any(ch.isalpha() for ch in n_text) \
                        or any(c.start < nm.end_char and nm.start_char < c.end for c in self.cands):
                    continue
                self.add(nm.start_char, nm.end_char, "Method", self._method_role(nm.start_char, "method-np"),
                         "method-class-list-np" if nm.start in lower_items else "method-class-list", 0.6)

    def _lower_list_item(self, j: int) -> Optional[Span]:
        """A lower-case technique phrase that is an item of a list after a class noun and
        an opener ("methods such as policy gradient and NPG", "classifiers, such as random
        forest or gradient boosting trees", "black-box methods such as probing"), or None:
        the noun chunk that starts at token ``j``, trimmed (:meth:`_trim_method_chunk`), of
        one to four lower-case words of letters, digits and hyphens, headed by a noun that is
        no generic noun, data, benchmark, thing, task, property or amount (as
        :meth:`_lower_technique_phrase`), that ends the item (a comma, "and", "or", a
        bracket or the end of the sentence follows). One word is a process noun
        (:data:`~kg.extract.lexicon.PROCESS_HEAD_RE`: "probing") or a technique of one word
        (:data:`~kg.extract.lexicon.STANDALONE_TECHNIQUES`)."""
        low = self.lower
        n = len(low)
        ch = self.chunk_of.get(j)
        if ch is None or ch.start != j:
            return None
        sp = self._trim_method_chunk(ch)
        if sp is None or sp.start != j:
            return None
        parts = self.text[sp.start_char:sp.end_char].split()
        if not 1 <= len(parts) <= 4 or not all(p.islower() and p.replace("-", "").isalnum() for p in parts):
            return None
        if sp.end < n and not (self.words[sp.end] in (",", ")", ".", ";") or low[sp.end] in ("and", "or")):
            return None
        if self.pos[sp.end - 1] != "NOUN":
            return None
        head = low[sp.end - 1]
        hs = _singular(head)
        if head in L.GENERIC_NOUNS or hs in L.GENERIC_NOUNS or head in L.DATASET_LIST_NOUNS \
                or head in L.BENCHMARK_HEADS or hs in _KNOWN_DATA_HEADS or head in L.PROCESS_OBJECT_NOUNS \
                or head in _NON_TECHNIQUE_HEADS or head in L.TASK_HEADS or hs in L.TASK_HEADS:
            return None
        if len(parts) == 1 and not (re.fullmatch(L.PROCESS_HEAD_RE, head) or head in L.STANDALONE_TECHNIQUES
                                    or head in _STANDALONE_METHODS):
            return None
        return Span(self.doc, sp.start, sp.end, label="LOWER")

    def _past_reduced_relative(self, j: int) -> int:
        """The token after a short reduced relative clause that starts at token ``j``
        right after a class noun ("algorithms explored in the literature (A, B)",
        "methods proposed recently (A, B)"): a past participle and at most
        :data:`_REDUCED_RELATIVE_MAX` further words (no punctuation, no finite verb),
        when an opening bracket follows them; else ``j``."""
        if j >= len(self.words) or self.tag[j] != "VBN":
            return j
        k = j + 1
        while k < len(self.words) and k - j <= _REDUCED_RELATIVE_MAX and self.words[k] != "(":
            if not self.is_alpha[k] or self.tag[k] in ("VBZ", "VBP", "VBD", "MD"):
                return j
            k += 1
        return k if k < len(self.words) and self.words[k] == "(" else j

    def _modified_name_at(self, j: int) -> Optional[Span]:
        """An item of a bracketed list that is a name with one lower-case modifier
        before it ("tilted ERM" in "(CVaR, tilted ERM)"): the span from token ``j`` to the
        end of the name at ``j + 1``, or None."""
        if j + 1 >= len(self.words) or not self.words[j].isalpha() or not self.words[j].islower() \
                or self.pos[j] not in ("ADJ", "VERB") or not self.ws[j]:
            return None
        nm = self.name_at.get(j + 1)
        if nm is None:
            return None
        return Span(self.doc, j, nm.end, label=nm.label_)

    def _conjoined_technique_phrases(self, proposed_keys: set[str]):
        """Rule ``method-conjunct-phrase``: a lower-case technique phrase coordinated with a
        used, compared or background method found by another rule is a method of the same
        role ("pruning and quantization", "federated averaging and fine-tuning", "the
        convolution theorem and fast Fourier transforms").

        The coordination is ",", "and", "or", ", and" / ", or" between the two, in one
        sentence (:meth:`_conjunct_start_after`, :meth:`_conjunct_end_before`); a bare comma
        only when the list goes on after the later conjunct ("A, B, and C", not "For
        accurate estimates, neural networks ..."); a cue of use or comparison stands before
        the list in its sentence (:meth:`_list_cue_before`: "the challenges of
        generalization, long-term memory, and meta-learning" lists no techniques). The
        method is no proposal and was typed by no task rule; the other
        conjunct is the trimmed noun chunk there, read as after a cue of use
        (:meth:`_lower_technique_phrase`: two to five words ending in a lower-case
        technique noun, no generic, data, property or amount head, no span another rule
        typed, no proposal), or one lower-case noun that the method gazetteer or
        :data:`~kg.extract.lexicon.STANDALONE_TECHNIQUES` knows ("quantization",
        "attention"); not opened by a qualifier of :data:`~kg.extract.lexicon.TECHNIQUE_QUALIFIERS`
        ("the optimal proxy"). A phrase found this way is a source for the next conjunct.
        Source: methods round 30 (about 50 dev misses in a list next to an extracted
        method; without the cue and the bare-comma test the rule added more false hits
        than hits).

        Args:
            proposed_keys: normalised names of the paper's proposals.
        Effects:
            Adds ``Method`` candidates (confidence 0.5) with the role of the method they
            are coordinated with.
        """
        low = self.lower
        known = [c for c in self.cands if c.etype == "Method" and c.role != "proposed" and not c.rule.startswith("task-")]
        if not known:
            return
        taken = [(c.start, c.end) for c in self.cands]
        queue = [(c.start, c.end, c.role) for c in known]
        seen = set()
        while queue:
            cs, ce, role = queue.pop()
            tok_s, tok_e = self._token_at_char(cs), self._token_at_char(ce - 1)
            if tok_s is None or tok_e is None:
                continue
            spans = []
            j = self._conjunct_start_after(tok_e + 1)
            if j is not None:
                sp = self._conjunct_technique_at(j, proposed_keys, taken)
                if sp is not None and (low[tok_e + 1] in ("and", "or") or low[tok_e + 2] in ("and", "or")
                                       or self._list_goes_on(self._token_at_char(sp[1] - 1) + 1)):
                    spans.append(sp)  # a bare comma: the list must go on ("A, B, and C"), not "For X, Y ..."
            j = self._conjunct_end_before(tok_s - 1)
            if j is not None:
                ch = self.chunk_of.get(j)
                if ch is not None and ch.end == j + 1 and (low[tok_s - 1] in ("and", "or")
                                                           or self._list_goes_on(tok_e + 1)):
                    spans.append(self._conjunct_technique_at(ch.start, proposed_keys, taken, end=j + 1))
            for sp in spans:
                if sp is None or (sp[0], sp[1]) in seen:
                    continue
                seen.add(sp)
                if not self._list_cue_before(self._token_at_char(min(cs, sp[0]))):
                    continue  # "challenges of generalization, long-term memory, and meta-learning": no use
                self.add(sp[0], sp[1], "Method", role, "method-conjunct-phrase", 0.5)
                taken.append(sp)
                queue.append((sp[0], sp[1], role))

    def _conjunct_technique_at(self, k: int, proposed_keys: set[str], taken: list[tuple[int, int]],
                               end: Optional[int] = None) -> Optional[tuple[int, int]]:
        """The characters ``(start, end)`` of the technique conjunct whose noun chunk starts at
        token ``k`` (after an optional article), or None (:meth:`_conjoined_technique_phrases`).
        With ``end``, the trimmed chunk must end at that token."""
        low, n = self.lower, len(self.lower)
        if k < n and low[k] in ("a", "an", "the") and self.chunk_of.get(k + 1) is not None:
            k += 1
        sp = self._lower_technique_phrase(k, proposed_keys, taken)
        if sp is None:
            ch = self.chunk_of.get(k)
            if ch is None or ch.start != k:
                return None
            one = self._trim_method_chunk(ch)
            if one is None or len(one) != 1 or self.pos[one.start] != "NOUN" or not self.words[one.start].islower():
                return None
            w = low[one.start]
            if _norm(w) not in self.method_gaz_keys and w not in L.STANDALONE_TECHNIQUES:
                return None
            if one.end < n and low[one.end] in ("-", "of"):
                return None
            if any(x < one.end_char and one.start_char < y for x, y in taken) or _norm(w) in proposed_keys:
                return None
            sp = one
        if end is not None and sp.end != end or low[sp.start] in L.TECHNIQUE_QUALIFIERS:
            return None  # "the optimal proxy", "near-optimal generalization error": a quality, no technique
        return sp.start_char, sp.end_char

    def _list_cue_before(self, k: int) -> bool:
        """Whether a cue of use or comparison (:data:`_CONJUNCT_LIST_CUES`, "outperform...",
        "surpass...") that is no noun ("use cases") stands at most :data:`_LIST_CUE_REACH`
        tokens before token ``k`` in its sentence."""
        sent = self.sents[self.tok_sent[k]]
        return any((self.lower[j] in _CONJUNCT_LIST_CUES or self.lower[j].startswith(("outperform", "surpass")))
                   and self.pos[j] != "NOUN" for j in range(max(sent.start, k - _LIST_CUE_REACH), k))

    def _list_goes_on(self, k: int) -> bool:
        """Whether token ``k`` continues a list: a comma, "and" or "or"."""
        return 0 <= k < len(self.words) and (self.words[k] == "," or self.lower[k] in ("and", "or"))

    def _conjunct_start_after(self, k: int, slash: bool = False) -> Optional[int]:
        """The first token of the conjunct after a coordination that opens at token ``k``
        ("," / "and" / "or" / ", and" / ", or", and "/" when ``slash``) in the same
        sentence, or None."""
        words, low = self.words, self.lower
        if k >= len(words) or not (words[k] == "," or (slash and words[k] == "/") or low[k] in ("and", "or")):
            return None
        j = k + 1
        if words[k] == "," and j < len(words) and low[j] in ("and", "or"):
            j += 1
        if j >= len(words) or self.tok_sent.get(j) != self.tok_sent.get(k):
            return None
        return j

    def _conjunct_end_before(self, k: int, slash: bool = False) -> Optional[int]:
        """The last token of the conjunct before a coordination that closes at token ``k``
        ("," / "and" / "or" / ", and" / ", or", and "/" when ``slash``) in the same
        sentence, or None."""
        words, low = self.words, self.lower
        if k <= 0 or not (words[k] == "," or (slash and words[k] == "/") or low[k] in ("and", "or")):
            return None
        j = k - 1
        if low[k] in ("and", "or") and words[j] == ",":
            j -= 1
        if j < 0 or self.tok_sent.get(j) != self.tok_sent.get(k):
            return None
        return j

    def _conjunct_after(self, k: int, starts: dict) -> Optional[Span]:
        """The name that starts right after a coordination opening at token ``k`` ("," /
        "and" / "or" / ", and" / ", or" / "/"), or None."""
        j = self._conjunct_start_after(k, slash=True)
        return None if j is None else starts.get(self.idx[j])

    def _conjunct_before(self, k: int, ends: dict) -> Optional[Span]:
        """The name that ends right before a coordination closing at token ``k`` ("," /
        "and" / "or" / ", and" / "/"), or None."""
        j = self._conjunct_end_before(k, slash=True)
        return None if j is None else ends.get(self.idx[j] + len(self.words[j]))

    def _technique_gerund_after_means(self, proposed_keys: set[str]):
        """Rule ``method-means-gerund``: a technique gerund of :data:`_GERUND_TECHNIQUES`
        right after "by" / "via" / "through" / "after" and before its object names the
        technique the paper applies ("by fine-tuning a diffusion model", "by prompting
        the language model", "after pre-training the encoder" give "fine-tuning",
        "prompting", "pre-training"); :meth:`_standalone_technique_ok` leaves such gerunds out
        because most gerunds with an object name an act, not a technique.

        Args:
            proposed_keys: normalised names of the paper's proposals.
        Effects:
            Adds ``Method`` candidates (confidence 0.6) with the role of :meth:`_method_role`.
        """
        words, low = self.words, self.lower
        n = len(words)
        for i in _positions_between(low, _GERUND_MEANS_PREPS, 0, n - 2):
            if low[i] not in _GERUND_MEANS_PREPS:
                continue
            j = i + 1
            k = j + 1
            while k + 1 < n and words[k] == "-" and not self.ws[k - 1] and not self.ws[k]:
                k += 2  # "fine-tuning" as three tokens
            unit = self.text[self.idx[j]:self.idx[k - 1] + len(words[k - 1])]
            if unit.lower() not in _GERUND_TECHNIQUES or k >= n or self.pos[k] not in ("DET", "PROPN", "ADJ", "NOUN", "NUM"):
                continue
            if self.tok_sent.get(k) != self.tok_sent.get(i) or _norm(unit) in proposed_keys:
                continue
            self.add(self.idx[j], self.idx[j] + len(unit), "Method", self._method_role(self.idx[j], "method-np"),
                     "method-means-gerund", 0.6)

    def _eponym_word(self, k: int, sent_start: int) -> bool:
        """Whether token ``k`` is a person's name or proper adjective in running text: a
        capital and then lower-case letters ("Markov", "Ampère"), not the sentence's first
        word unless a proper adjective ("Gaussian", :data:`~kg.extract.lexicon.PROPER_ADJECTIVE_RE`)."""
        w = self.words[k]
        if len(w) < 3 or not w[0].isupper() or not w[1:].isalpha() or not w[1:].islower():
            return False
        return k != sent_start or L.PROPER_ADJECTIVE_RE.fullmatch(w) is not None

    def _eponym_techniques(self, proposed_keys: set[str]):
        """Rule ``method-eponym``: a person's name (or a hyphen-joined pair of names,
        "Gromov-Hausdorff"), at most two lower-case modifiers and a mathematical head of
        :data:`_EPONYM_HEADS` name an established tool ("Bregman divergence", "Markov
        decision processes", "Gaussian kernels", "Stein discrepancies"); an all-capital
        short name does so before "divergence" / "distance" ("KL divergence"); the name may
        stand in the possessive ("Brenier's theorem", "Polyak's momentum") when the head
        ends the noun phrase (not "the Actor's mutual information skill control"); in the
        possessive alone a tool head of :data:`_POSSESSIVE_EPONYM_HEADS` names one too
        ("Newton's method", "Lloyd's algorithm", "Stein's lemma"), and the possessor alone
        ("Newton", read by a list or cue rule) is then dropped. "Monte Carlo"
        after "chain" belongs to the name ("Markov chain Monte Carlo"), as does a hyphenated
        modifier right before the name ("multi-agent Markov decision processes"). Not when
        the name is the paper's proposal or part of a longer name of capitals
        ("Wasserstein Barycenter Network" has no lower-case head).

        Args:
            proposed_keys: normalised names of the paper's proposals.
        Effects:
            Adds ``Method`` candidates (confidence 0.6) with the role of
            :meth:`_method_role`.
        """
        words, low = self.words, self.lower
        if _EPONYM_HEADS.isdisjoint(low) and _POSSESSIVE_EPONYM_HEADS.isdisjoint(low):
            return
        owners: list[tuple[int, int]] = []
        for sent in self.sents:
            for h in range(sent.start + 1, sent.end):
                possessive_only = low[h] in _POSSESSIVE_EPONYM_HEADS
                if low[h] not in _EPONYM_HEADS and not possessive_only or not words[h].islower():
                    continue
                k = h - 1
                mods = 0
                while k > sent.start and mods < 2 and words[k].isalpha() and words[k].islower() \
                        and self.pos[k] in ("NOUN", "ADJ") and low[k] not in L.EVALUATIVE:
                    k -= 1
                    mods += 1
                short = words[k].isupper() and words[k].isalpha() and 2 <= len(words[k]) <= 4 \
                    and low[h] in _EPONYM_SHORT_HEADS and k == h - 1
                possessive = words[k] in _POSSESSIVES and k - 1 >= sent.start and not self.ws[k - 1] \
                    and self._eponym_word(k - 1, sent.start)
                if possessive:
                    if h + 1 < sent.end and words[h + 1].islower() and self.pos[h + 1] == "NOUN":
                        continue  # "the Actor's mutual information skill control": the owner of a longer phrase
                    k -= 1  # "Brenier's theorem", "Polyak's momentum": the name in the possessive
                elif possessive_only:
                    continue  # "the Lloyd algorithm": a name before "algorithm" is no person's tool by itself
                if not (self._eponym_word(k, sent.start) or short):
                    continue
                start = k
                while start - 2 >= sent.start and words[start - 1] == "-" and self._eponym_word(start - 2, -1):
                    start -= 2  # "Gromov-Hausdorff"
                if start > sent.start and (words[start - 1][:1].isupper() and words[start - 1].isalpha()
                                           and start - 1 != sent.start):
                    continue  # "Wasserstein Gradient Flow Matching ... process": part of a longer name
                glued = start - 2 >= sent.start and words[start - 1] == "-" and not self.ws[start - 2] \
                    and not self.ws[start - 1]  # (not a dash between spaces: "a transform - adding X noise")
                if start - 3 >= sent.start and words[start - 2] == "-" and words[start - 1].isalpha() \
                        and words[start - 3].isalpha() and words[start - 1].islower() and words[start - 3].islower() \
                        and not self.ws[start - 3] and not self.ws[start - 2]:
                    start -= 3  # "multi-agent Markov decision processes"
                elif glued and words[start - 2].isalpha() and words[start - 2].islower():
                    start -= 2  # "semi-Markov discrete state process"
                elif glued:
                    continue  # "U-Hop memory retrieval process": the end of a longer name
                end = h + 1
                if end + 1 < sent.end and low[h] in ("chain", "chains") and low[end] == "monte" and low[end + 1] == "carlo":
                    end += 2  # "Markov chain Monte Carlo"
                if end < sent.end and words[end][:1].isupper() and words[end].isalpha():
                    continue  # "the Dirichlet process Mixture Model": a longer name
                if end < sent.end and words[end].islower() and self.pos[end] == "NOUN" \
                        and (low[end] in L.METHOD_HEADS or _singular(low[end]) in L.METHOD_HEADS):
                    end += 1  # "Gaussian process regression", "Markov chain sampling"
                s_char, e_char = self.idx[start], self.idx[end - 1] + len(words[end - 1])
                if _norm(self.text[s_char:e_char]) in proposed_keys:
                    continue
                self.add(s_char, e_char, "Method", self._method_role(s_char, "method-np"), "method-eponym", 0.6)
                if possessive:
                    owners.append((self.idx[k], self.idx[k] + len(words[k])))
        if owners:
            # the possessor alone ("Newton" of "Newton's method", read by a list or cue rule
            # from the name finder) is no method apart from the tool named after it
            self.cands = [c for c in self.cands if not (c.etype == "Method" and c.role != "proposed"
                                                        and (c.start, c.end) in owners)]

    def _textbook_techniques(self, proposed_keys: set[str]):
        """Rule ``method-textbook``: a textbook technique written out in full anywhere in
        the text is a method the paper uses, compares with or mentions: the long forms of
        :data:`~kg.extract.lexicon.ESTABLISHED_TECHNIQUES` ("optimal transport", "policy
        gradient", "conformal prediction", "Langevin dynamics", "low-rank adaptation") and
        of :data:`_TEXTBOOK_EXTRA` ("reproducing kernel Hilbert space"), matched by
        :func:`_textbook_patterns`, also inside a longer phrase ("the predictive CVaR policy
        gradient", "a nested sequential Monte Carlo technique": the gold names the textbook
        technique a new one builds on). A match that is a proposal's name is left out; a
        match followed by "task(s)" or "problem(s)" names a task and is left out ("variational
        inference (VI) tasks", "the optimal transport problem"); a match inside a proposal's
        name or a task phrase is settled by
        :meth:`kg.extract.roles._State.resolve` (those win). (Source: methods round 26: on
        the dev pool 86 long forms of ESTABLISHED_TECHNIQUES were gold methods used and
        missed, 22 were tasks or nothing; the rule gave +44 right, +4 false, and the
        method-side list +33 right, +2 false; on 2,200 corpus abstracts it added 153 and 118
        items, about 81% and 90% right.)

        Args:
            proposed_keys: normalised names of the paper's proposals.
        Effects:
            Adds ``Method`` candidates (confidence 0.6) with the role of
            :meth:`_method_role`.
        """
        text, end = self.text, -1
        pats = textbook_pattern_per_token(self.lower)
        for i in compress(range(len(pats)), pats):  # (the tokens that open with a first word)
            pat = pats[i]
            if self.idx[i] < end:
                continue
            m = pat.match(text, self.idx[i])
            if m is None:
                continue
            end = m.end()
            if _norm(m.group(0)) in proposed_keys or _TASK_TRAILER_RE.match(text, end):
                continue  # ("variational inference (VI) tasks", "the optimal transport problem": a task)
            self.add(m.start(), m.end(), "Method", self._method_role(m.start(), "method-np"), "method-textbook", 0.6)

    def _method_family(self, sp: Span) -> Optional[int]:
        """Where the name of a method family starts in the trimmed noun phrase ``sp``, headed by a plural of
        :data:`_FAMILY_PLURALS`, names a family of methods by its modifiers: at most four
        modifier words, one of them a content word (a noun, a name, or part of a hyphenated
        compound: "imputation methods", "multi-codebook methods", "propensity-based
        methods") that is not generic (:data:`~kg.extract.lexicon.GENERIC_MODIFIERS`,
        :data:`~kg.extract.lexicon.GENERIC_NOUNS`, or the suffix of a hyphenated
        adjective, :data:`~kg.extract.lexicon.ADJECTIVAL_SUFFIXES`: "model-centric"),
        judging (:data:`~kg.extract.lexicon.EVALUATIVE`) or a mark of prior work
        ("existing", which may only lead). The first modifier must itself be such a
        noun, name or compound ("bespoke domain-specific techniques" describes), unless it
        is the only modifier, an adjective of a kind (:data:`_KIND_ADJECTIVE_SUFFIXES`, no
        qualifier of degree: not "successful", "contemporary", "statistical"), and a mark
        of prior work leads
        (:data:`~kg.extract.lexicon.PRIOR_WORK_MODIFIERS`: "previous counterfactual
        methods", "existing variational techniques": prior work names the family), no
        modifier a lower-case plural noun ("the other concerns methods"), and no
        personal pronoun stand right before ("we leverage methods"). A last modifier
        that is a generic noun ("uncertainty estimation approaches"), a single modifier
        that names a kind of work ("estimation methods", "learning-based approaches",
        :meth:`_generic_method_modifier`), a research field ("machine learning methods")
        and a coordination of one-word techniques ("pruning or distillation methods",
        :meth:`_technique_head_ok`) name no family.

        Args:
            sp: the trimmed noun phrase (its head is the last token).
        Returns:
            The token index where the family's name starts (past leading words of prior
            work or judgement: "existing"), or None when the phrase names no family.
        """
        hi = sp.end - 1
        if hi - sp.start < 1 or hi - sp.start > 4 or self.words[hi][:1].isupper():
            return None
        low, words, pos = self.lower, self.words, self.pos
        content = False
        first = sp.start
        while first < hi and (low[first] in L.PRIOR_WORK_MODIFIERS or low[first] in L.EVALUATIVE) \
                and self.words[first + 1] != "-":  # ("first-order methods" is a name)
            first += 1  # "existing data valuation approaches"
        if first > 0 and pos[first - 1] == "PRON":
            return None  # "we leverage methods from ...": a verb the tagger read as a noun
        sent_start = self.sents[self.tok_sent[first]].start
        for k in range(first, hi):
            w = low[k]
            if w == "-":
                continue
            if w in L.PRIOR_WORK_MODIFIERS or w in L.EVALUATIVE or w in L.NP_STRIP_LEFT \
                    or not (self.is_alpha[k] or "-" in w):
                return None  # "benchmark design new filtering techniques", "2 methods": no family name
            if self.tag[k] == "NNS" and not any(c.isupper() for c in words[k]):
                return None  # "the other concerns methods": a plural noun is no modifier
            hyphenated = k + 1 < hi and words[k + 1] == "-" or k > first and words[k - 1] == "-"
            capital = any(c.isupper() for c in words[k][1:]) or words[k][:1].isupper() and k != sent_start
            named = pos[k] in ("NOUN", "PROPN", "X") or hyphenated or capital
            if k == first and not named:
                if hi - first == 1 and pos[k] == "ADJ" and w.endswith(_KIND_ADJECTIVE_SUFFIXES) \
                        and w not in L.TECHNIQUE_QUALIFIERS and (
                        first > sp.start and low[sp.start] in L.PRIOR_WORK_MODIFIERS
                        or first == sp.start and first > 0 and low[first - 1] in L.PRIOR_WORK_MODIFIERS):
                    named = True  # "previous counterfactual methods": prior work names the family
                else:
                    return None  # "bespoke domain-specific techniques": a plain adjective describes
            if w in L.GENERIC_MODIFIERS or w in L.GENERIC_NOUNS or w in L.ADJECTIVAL_SUFFIXES and k > first \
                    and words[k - 1] == "-":
                continue  # ("model-centric techniques": a generic stem and a suffix name nothing)
            content = content or named
        if not content or low[hi - 1] in L.GENERIC_NOUNS and words[hi - 2] != "-":
            return None  # ("uncertainty estimation approaches": ways to do a kind of work)
        mod = self.text[self.idx[first]:self.idx[hi]].strip()
        if " " not in mod and self._generic_method_modifier(mod):
            return None
        if mod.lower() in L.FIELDS:
            return None
        return first if low[hi] != "methods" or self._technique_head_ok(sp) else None

    def _generic_method_modifier(self, mod: str) -> bool:
        """Whether ``mod``, the only (space-free) modifier of "method(s)", names a kind of work
        rather than a technique: a task head or generic noun ("estimation methods",
        "selection methods", "detection methods"), or a hyphenated "-based" / "-specific"
        / "-driven" / "-agnostic" compound on one ("learning-based methods",
        "problem-specific methods"). Acronyms and names are never generic ("TTA methods").
        """
        if not mod.islower():
            return False
        w = mod
        if _singular(w) in L.TASK_HEADS or w in L.GENERIC_NOUNS:
            return True
        first, _, last = w.rpartition("-")
        return last in ("based", "specific", "driven", "agnostic", "oriented") and (
            first in L.GENERIC_NOUNS or _singular(first) in L.TASK_HEADS)

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

    def _name_past_judging_words(self, k: int, hi: int) -> Optional[Span]:
        """The name that starts after a determiner, "state-of-the-art" and at most two
        judging or situating words (:data:`~kg.extract.lexicon.EVALUATIVE`,
        :data:`~kg.extract.lexicon.NP_STRIP_LEFT`) from token ``k`` on, before ``hi``:
        "than the state-of-the-art X", "outperforms the recent strong X"; None when no name
        starts there."""
        low = self.lower
        if k < hi and self.pos[k] == "DET":
            k += 1
        if k + 6 < hi and low[k:k + 7] == ["state", "-", "of", "-", "the", "-", "art"]:
            k += 7
        elif k < hi and low[k] == "state-of-the-art":
            k += 1
        for _ in range(2):
            if k < hi and k not in self.name_at and self.words[k].islower() and (
                    low[k] in L.EVALUATIVE or low[k] in L.NP_STRIP_LEFT):
                k += 1
        return self.name_at.get(k) if k < hi else None

    def _derived_from(self, i: int, lo: int) -> bool:
        """Whether "of" at token ``i`` follows an indefinite noun that derives one method
        from another: "Team-X, an extension of X", "our framework is a generalization of
        Y", "a simple variant of Z" (a noun of :data:`_DERIVED_NOUNS` after "a" / "an" and
        at most two modifiers, not before ``lo``); the name after "of" is the method the
        new one builds on."""
        if i - 2 < lo or _singular(self.lower[i - 1]) not in _DERIVED_NOUNS:
            return False
        return any(self.lower[k] in ("a", "an") for k in range(max(lo, i - 4), i - 1))

    def _advantage_before(self, i: int, lo: int) -> bool:
        """Whether "over" (or "upon") at token ``i`` closes a statement of advantage whose word stands
        at most five tokens before it (not before ``lo``): a word of
        :data:`_ADVANTAGE_WORDS` or :data:`_SAVING_WORDS`, or a percentage ("a 5%
        improvement over X", "72% bit rate saving over X", "a 3x speedup over X"); the
        name after "over" is a baseline."""
        return any(w in _ADVANTAGE_WORDS or w in _SAVING_WORDS or w == "%" for w in self.lower[max(lo, i - 5):i])

    def _measured_gain_before(self, i: int, lo: int) -> bool:
        """Whether "over" (or "upon") at token ``i`` follows a measured difference: "by" and a
        number at most five tokens before it (not before ``lo``), with at most two unit words
        ("points", "%") between the number and "over" ("improves average precision by 2.3
        points over X", "by 1.5 over X"): the name after "over" is the baseline the gain is
        measured against. Off when :data:`MEASURED_GAIN_OVER` is False (session 48)."""
        if not MEASURED_GAIN_OVER:
            return False
        low = self.lower
        for k in range(max(lo, i - 5), i - 1):
            if low[k] == "by" and _NUMBER_TOKEN.fullmatch(low[k + 1]) and i - (k + 2) <= 2 and \
                    all(w.isalpha() or w == "%" for w in low[k + 2:i]):
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

    def _named_after_method_noun(self, start_char: int) -> bool:
        """Whether the acronym definition starting at character ``start_char`` is named
        right after a noun that classes it as a method: "a principled online learning
        framework called Follow-the-X (FTX)", "an algorithm known as Y (YY)": a word of
        :data:`~kg.extract.lexicon.METHOD_DESCRIPTOR_HEADS`, then "called", "named",
        "termed", "dubbed" or "known as", then the definition. (A proposed name never gets
        here: the caller skips the paper's own names.)"""
        i = self._token_at_char(start_char)
        if i is None or i < 2:
            return False
        low = self.lower
        k = i - 1
        if low[k] == "as" and low[k - 1] == "known":
            k -= 1
        elif low[k] not in ("called", "named", "termed", "dubbed"):
            return False
        return k >= 1 and _singular(low[k - 1]) in L.METHOD_DESCRIPTOR_HEADS

    def _defined_before_method_noun(self, end_char: int) -> bool:
        """Whether the acronym definition ending at character ``end_char`` is followed
        by a noun that classes the defined thing as a method: "the recurrent switching
        linear dynamical system (rSLDS) model", "the reconstruction ICA (RICA)
        algorithm" (a word of :data:`~kg.extract.lexicon.DEFINED_METHOD_NOUNS` right
        after the closing bracket). The caller asks only for long forms of two words
        or more: a one-word long form before the noun is a modifier of it
        ("vision-language (VL) models", "state-of-the-art (SOTA) methods").
        """
        tok = self.doc.char_span(max(0, end_char - 1), end_char, alignment_mode="expand")
        if tok is None:
            return False
        k, n = tok.end, len(self.doc)
        while k < n and self.lower[k] in (")", "]"):
            k += 1
        return k < n and self.lower[k] in L.DEFINED_METHOD_NOUNS

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

    def _process_after_use_verb(self, proposed_keys: set[str]):
        """A process noun phrase right after a verb of use names a technique the paper
        applies: "uses modularity maximisation", "applies attention reweighting",
        "employing data reparameterization", "via feature whitening".

        The verb is a word of :data:`~kg.extract.lexicon.USE_VERBS` (not "with", "on",
        "from": too many senses); the noun phrase starts right after it (or after a
        determiner) and, after trimming, has two to four words, a modifier that is a
        noun or hyphenated compound, and a head that names a process (an "-ation",
        "-isation", "-ization" or "-ing" noun, :data:`~kg.extract.lexicon.PROCESS_HEAD_RE`)
        that is no task head (:data:`~kg.extract.lexicon.TASK_HEADS`: "uses image
        classification" names a task), no generic noun and no thing
        (:data:`~kg.extract.lexicon.PROCESS_OBJECT_NOUNS`: "uses expert demonstrations").
        """
        low = self.lower
        use_at = _positions_between(low, L.USE_VERBS, 0, len(low))  # (a sentence's share by binary search)
        for sent in self.sents:
            for i in use_at[bisect_left(use_at, sent.start):bisect_left(use_at, sent.end - 2)]:
                if low[i] not in L.USE_VERBS:
                    continue
                k = i + 1
                if self.pos[k] == "DET":
                    k += 1
                ch = self.chunk_of.get(k)
                if ch is None or ch.start != k:
                    continue
                sp = self._trim_method_chunk(ch)
                if sp is None or not 2 <= len(sp) <= 4:
                    continue
                head = low[sp.end - 1]
                if not re.search(L.PROCESS_HEAD_RE, head) or _singular(head) in L.TASK_HEADS \
                        or head in L.TASK_HEADS or head in L.GENERIC_NOUNS or head in NOMINAL_GERUNDS \
                        or head in L.PROCESS_OBJECT_NOUNS:
                    continue
                if not any(self.pos[j] in ("NOUN", "PROPN") or "-" in self.words[j] for j in range(sp.start, sp.end - 1)):
                    continue
                if self._names_in(sp.start, sp.end) or _norm(self._span_text(sp)) in proposed_keys:
                    continue
                self.add(sp.start_char, sp.end_char, "Method", self._method_role(sp.start_char, "method-np"),
                         "method-use-process", 0.55)

    def _technique_after_use_cue(self, proposed_keys: set[str]):
        """A technique noun phrase right after a cue of use names a method the paper builds
        on: "employs a doubly-robust procedure", "solved using value decomposition", "based on
        entropic regularization", "through the use of tensor programs", "by incorporating
        global readout" (rule ``method-use-object``).

        The cue is a verb of :data:`~kg.extract.lexicon.USE_VERBS`, a form of "incorporate"
        (:data:`_INCORPORATE`),
        or one of :data:`_USE_CUE_PHRASES` ("based on", "relies on", "through the use of",
        "combined with"), then an optional determiner and "the use of". The noun phrase that
        starts there has, after trimming, two to four words; its head is a method head
        (:data:`~kg.extract.lexicon.METHOD_HEADS`, ``TECHNIQUE_HEADS``), a technique noun
        of :data:`_USE_OBJECT_HEADS` (procedure, scheme, prior, solver, decomposition, ...)
        or a process noun in "-ation"; it is no task head, generic noun
        or thing (:data:`~kg.extract.lexicon.PROCESS_OBJECT_NOUNS`). Every modifier is a
        noun, name, adjective or hyphenated compound that neither rates nor sizes
        (:data:`~kg.extract.lexicon.EVALUATIVE`, ``TECHNIQUE_QUALIFIERS``,
        ``NP_STRIP_LEFT``) and is no participle ("a pretrained model"). Names, proposed
        names and phrases already typed are left to the other rules.
        """
        low = self.lower
        n = len(low)
        taken = [(c.start, c.end) for c in self.cands]
        title = (self.doc._.paperkg_title or "").lower() if isinstance(self.doc._.paperkg_title, str) else ""
        for i in _positions_between(low, _USE_CUE_WORDS, 0, n - 2):
            if low[i] not in _USE_CUE_WORDS:
                continue
            k = i + 1 if low[i] in L.USE_VERBS or low[i] in _INCORPORATE else _after_cue_phrase(low, i)
            if k is None or k >= n:
                continue
            if low[k] in ("a", "an", "the"):
                k += 1
            if tuple(low[k:k + 3]) == ("the", "use", "of") or tuple(low[k:k + 2]) == ("use", "of"):
                k += 3 if low[k] == "the" else 2
            sp = self._technique_phrase_at(k, k, proposed_keys, generic_heads=True)
            if sp is None or any(x < sp.end_char and sp.start_char < y for x, y in taken):
                continue
            self.add(sp.start_char, sp.end_char, "Method", self._method_role(sp.start_char, "method-np"),
                     "method-use-object", 0.5)
            taken.append((sp.start_char, sp.end_char))

    def _framed_technique_after_use_cue(self, proposed_keys: set[str]):
        """A technique named by the modifiers of a frame noun right after a cue of use is a
        method the paper builds on: "we employ an encoder-decoder architecture", "employing a
        Bernoulli relaxation technique", "using a neuro-symbolic approach", "we adopt a neural
        graph ODE framework" (rule ``method-use-frame``; the whole phrase is the mention, as
        annotators name it).

        The cue is read as in :meth:`_technique_after_use_cue` (a verb of
        :data:`~kg.extract.lexicon.USE_VERBS`, "incorporate", a phrase of
        :data:`_USE_CUE_PHRASES`, then an optional article and "the use of a"). The trimmed noun
        chunk that starts there has two to five words (a hyphen joins two) and a head of :data:`_USE_FRAME_HEADS`
        (approach, strategy, technique, framework, architecture, mechanism, paradigm); every
        modifier is a noun, name, adjective or part of a hyphenated compound that neither rates
        nor sizes (``EVALUATIVE``, ``TECHNIQUE_QUALIFIERS``, ``NP_STRIP_LEFT``), no number or
        counted stage ("two-stage", "dual") and no past participle; at least one modifier is a
        noun, a name or a hyphenated compound ("self-supervised"), so an adjective alone
        ("a combinatorial approach") names no technique. "this/our/such" before the phrase, a
        proposed name (or one inside it) and a span another rule typed, or one holding such a
        span, give nothing (the technique typed inside is the mention: "using adversarial
        training techniques" -> "adversarial training"; the rule runs after the known-technique
        rules); a
        participle cue after an adverb ("Dropout is a widely used regularization technique")
        classes a name and gives nothing.
        Inputs: ``proposed_keys``, the normalised names of the paper's own methods. Output:
        method candidates added to ``self``. Pattern seen in the development gold (annotators
        list such phrases as methods used).
        """
        low, pos, tag, words, ws = self.lower, self.pos, self.tag, self.words, self.ws
        n = len(low)
        taken = [(c.start, c.end) for c in self.cands]
        for i in _positions_between(low, _USE_CUE_WORDS, 0, n - 2):
            if low[i] not in _USE_CUE_WORDS:
                continue
            if i > 0 and self.tag[i] == "VBN" and (low[i - 1].endswith("ly") or low[i - 1] == "most"):
                continue  # "a widely used regularization technique": a kind, not a technique used here
            k = i + 1 if low[i] in L.USE_VERBS or low[i] in _INCORPORATE else _after_cue_phrase(low, i)
            if k is None or k >= n:
                continue
            if low[i] == "use" and low[k] == "of":
                k += 1  # "the use of a lookahead mechanism"
            if k < n and low[k] in ("a", "an", "the"):
                k += 1
            if tuple(low[k:k + 3]) == ("the", "use", "of") or tuple(low[k:k + 2]) == ("use", "of"):
                k += 3 if low[k] == "the" else 2
                if k < n and low[k] in ("a", "an"):
                    k += 1  # "the use of a lookahead mechanism"
            ch = self.chunk_of.get(k)
            if ch is None or ch.start > k:
                continue
            if any(low[x] in ("this", "these", "our", "such", "that", "its", "their") for x in range(ch.start, k + 1)):
                continue
            sp = self._trim_method_chunk(ch)
            if sp is None or sp.start != k or not 2 <= sum(1 - 2 * (low[j] == "-") for j in range(sp.start, sp.end)) <= 5:
                continue  # two to five words ("parameter-free online convex optimization techniques")
            head = low[sp.end - 1]
            if head not in _USE_FRAME_HEADS or not words[sp.end - 1].islower():
                continue
            content = False
            ok = True
            for j in range(sp.start, sp.end - 1):
                w = low[j]
                if w == "-":
                    continue
                if re.search(r"\d", w) or w in _NUMBER_WORDS or w in ("dual", "single", "multi", "double", "triple") \
                        or re.match(r"^(?:one|two|three|four|multi|single|dual)-", w):
                    ok = False
                    break
                hyph = "-" in w or not ws[j] and j + 1 < n and low[j + 1] == "-" or j > 0 and low[j - 1] == "-" and not ws[j - 1]
                if hyph:
                    content = True
                    continue
                if pos[j] not in ("NOUN", "PROPN", "ADJ") or tag[j] in ("VBN", "VBD") or w in L.EVALUATIVE \
                        or w in L.TECHNIQUE_QUALIFIERS or w in L.NP_STRIP_LEFT or not words[j].isalpha():
                    ok = False
                    break
                if pos[j] in ("NOUN", "PROPN"):
                    content = True
            if not ok or not content:
                continue
            if _norm(self._span_text(sp)) in proposed_keys \
                    or any(_norm(self._span_text(nm)) in proposed_keys for nm in self._names_in(sp.start, sp.end)):
                continue
            if any(x < sp.end_char and sp.start_char < y for x, y in taken):
                continue  # a technique the earlier rules typed inside the phrase is the mention
                # ("using a soil fragmentation strategy" -> "soil fragmentation"; lead, session 34)
            self.add(sp.start_char, sp.end_char, "Method", self._method_role(sp.start_char, "method-np"),
                     "method-use-frame", 0.5)
            taken.append((sp.start_char, sp.end_char))

    def _established_technique(self, proposed_keys: set[str]):
        """A technique noun phrase right after a word that calls it established names a
        method the text relies on or compares with: "the standard greedy algorithm",
        "conventional automatic differentiation", "the widely-used clipping operations",
        "prevalent parametric models", "mainstream supervised classifiers" (rule
        ``method-established``).

        The cue is a word of :data:`_ESTABLISHED_WORDS` (read as a hyphen-glued word:
        "widely-used", "off-the-shelf"; also "widely used"). The phrase after it is read as
        in :meth:`_technique_after_use_cue` (:meth:`_technique_phrase_at`), where the
        learning-setting words "supervised", "unsupervised", "statistical" may modify the
        head ("supervised classifiers") and a generic method noun may head it
        (:data:`_GENERIC_METHOD_HEADS`: "greedy algorithm"; not "existing methods").
        """
        low, ws = self.lower, self.ws
        n = len(low)
        taken = [(c.start, c.end) for c in self.cands]
        title = (self.doc._.paperkg_title or "").lower() if isinstance(self.doc._.paperkg_title, str) else ""
        for i in _positions_between(low, _ESTABLISHED_FIRST, 0, n - 2):
            w = low[i]
            if w not in _ESTABLISHED_FIRST:
                continue
            e = i + 1
            while e + 1 < n and not ws[e - 1] and low[e] == "-" and not ws[e]:
                e += 2  # "widely-used", "off-the-shelf"
            unit = "".join(low[i:e])
            if unit == "widely" and e < n and low[e] in ("used", "adopted"):
                unit, e = "widely-" + low[e], e + 1
            if unit not in _ESTABLISHED_WORDS:
                continue
            ch = self.chunk_of.get(e)
            if ch is None or ch.start > i:
                continue
            sp = self._technique_phrase_at(e, ch.start, proposed_keys, _LEARNING_SETTING_WORDS, generic_heads=True)
            if sp is None or any(x < sp.end_char and sp.start_char < y for x, y in taken):
                continue
            self.add(sp.start_char, sp.end_char, "Method", self._method_role(sp.start_char, "method-np"),
                     "method-established", 0.5)
            taken.append((sp.start_char, sp.end_char))

    def _known_technique_after_cue(self, proposed_keys: set[str]):
        """A known technique named by a lower-case noun phrase right after a cue of use or
        a means word names a method the text uses or analyses: "mitigated using
        adversarial training techniques", "by importance weighting", "apply dimensionality
        reduction", "through model selection" (rule ``method-use-known``).

        The cue is a word of :data:`_KNOWN_CUE_WORDS` (the verbs of use, "incorporate",
        "through", "by", "with") or a phrase of :data:`_USE_CUE_PHRASES` ("based on"), then
        an optional determiner and "the use of". The trimmed noun chunk that starts there,
        less a descriptor noun at its end (:data:`_KNOWN_TECHNIQUE_TAILS`: "techniques",
        "framework", "equation"), has two to four lower-case words (hyphens allowed) and
        is either a known technique, Papers with Code method or task name or CSO topic
        (:func:`~kg.extract.gazetteer.technique_keys`, also spelt with other hyphens and
        spaces, :func:`~kg.extract.gazetteer.technique_squashed_keys`), or two words: an
        "-ing" process noun after a noun or adjective of the Papers with Code method
        vocabulary (:func:`~kg.extract.gazetteer.method_words`: "gradient boosting",
        "importance weighting"; after "training" or "learning" only the last two words of a
        longer Papers with Code method name, :func:`~kg.extract.gazetteer.method_name_tails`:
        "adversarial training"), or, when a singular technique noun of
        :data:`_CALLED_TECHNIQUE_TAILS` ends the chunk ("method", "strategy", "procedure")
        and calls it a technique, an unknown phrase headed by a process noun
        (:data:`_KNOWN_PROCESS_RE`) whose first word neither rates nor qualifies its use
        (:data:`_CALLED_LEAD_EXCLUDED`: "employ a neuron ablation method" -> "neuron
        ablation"; not "an optional matrix sketching technique"). "With" counts only after a verb ("trained with", not "ICL
        with privacy protection"), "by" not after a past participle ("caused by frequency
        aliasing": an agent). Its head is a noun (not a participle that goes on:
        "smoothing emerging as"), no data noun (:data:`_KNOWN_DATA_HEADS`), no task head (:data:`~kg.extract.lexicon.TASK_HEADS`), no
        thing (:data:`~kg.extract.lexicon.PROCESS_OBJECT_NOUNS`) and no generic noun
        other than a learning or training word (after a verb of use a known phrase may
        end in a singular task head: "employs code generation"); names, proposed names
        and phrases that another rule typed are left alone.
        """
        low, words = self.lower, self.words
        n = len(low)
        if _KNOWN_CUE_WORDS.isdisjoint(low):
            return
        known, squashed, vocab = technique_keys(), technique_squashed_keys(), method_words()
        taken = [(c.start, c.end) for c in self.cands]
        title = (self.doc._.paperkg_title or "").lower() if isinstance(self.doc._.paperkg_title, str) else ""
        for i in _positions_between(low, _KNOWN_CUE_WORDS, 0, n - 2):
            if low[i] not in _KNOWN_CUE_WORDS:
                continue
            k = i + 1 if (low[i] in L.USE_VERBS or low[i] in _INCORPORATE or low[i] in _COMBINE
                          or low[i] in ("through", "by", "with")) else _after_cue_phrase(low, i)
            if k is None or k >= n:
                continue
            if low[i] in ("by", "with") and (i == 0 or self.pos[i - 1] not in ("VERB", "AUX")
                                             or low[i - 1] in _RELATION_VERBS
                                             if low[i] == "with" else self.tag[i - 1] == "VBN") \
                    and not (low[i] == "with" and WITH_KNOWN and self._with_after_noun(i)):
                continue  # "ICL with privacy protection", "caused by frequency aliasing": no means
            if low[k] in ("a", "an", "the"):
                k += 1
            if tuple(low[k:k + 3]) == ("the", "use", "of") or tuple(low[k:k + 2]) == ("use", "of"):
                k += 3 if low[k] == "the" else 2
            items = self._coordinated_chunks(k)
            if not items or items[-1].end < n and low[items[-1].end] == "-":
                continue  # ("LLM- and mutation-based strategies")
            if len(items) > 1 and low[items[-1].end - 1] in _KNOWN_TECHNIQUE_TAILS:
                continue  # "graph coarsening and sparsification methods": a shared head
            noun_with = low[i] == "with" and self.pos[i - 1] not in ("VERB", "AUX")
            if noun_with:
                items = items[:1]  # "scenes with 3D scans, images, and environment lighting": a list of things
            for sp in items:
                found = self._known_technique_span(sp, proposed_keys, known, squashed, vocab,
                                                   task_heads=low[i] in L.USE_VERBS and low[i] != "via")
                if found is None or any(x < found[1] and found[0] < y for x, y in taken):
                    continue
                if noun_with and self.text[found[0]:found[1]].lower().split()[-1] in _WITH_GOAL_HEADS:
                    continue  # "records with privacy protection": a property the thing has, no means
                if noun_with and self._textbook_at(sp.start, found):
                    continue  # "a schedule with value iteration": rule method-textbook reads it (and wins over tasks)
                start, stop = found
                self.add(start, stop, "Method", self._method_role(start, "method-np"), "method-use-known", 0.5)
                taken.append((start, stop))

    def _textbook_at(self, k: int, span: tuple[int, int]) -> bool:
        """True when a textbook technique pattern (:func:`textbook_pattern_per_token`, rule
        ``method-textbook``) matches text inside the characters ``span`` from token ``k`` on.

        Args:
            k: index of the span's first token.
            span: character offsets ``(start, end)``.
        Returns:
            True when a pattern of a token of the span matches there and ends inside it."""
        pats = textbook_pattern_per_token(self.lower)
        for j in range(k, len(pats)):
            if self.idx[j] >= span[1]:
                break
            m = pats[j].match(self.text, self.idx[j]) if pats[j] is not None else None
            if m is not None and m.end() <= span[1]:
                return True
        return False

    def _with_after_noun(self, i: int) -> bool:
        """True when "with" at token ``i`` follows a noun or name that it equips with a
        means ("a transformer with rotary position embedding", "kernel ridge regression
        with random features", "training with label smoothing").

        Args:
            i: index of a "with" token.
        Returns:
            True when the word before "with" is a noun or proper noun (a name in brackets
            counts: "self-supervised learning (SSL) with X") and no noun of relation,
            agreement or problem (:data:`_WITH_RELATION_NOUNS`: "in line with", "issues
            with"), and, with switch :data:`WITH_OWN_OBJECT`, the nearest verb before it in
            the sentence is no verb of proposing or extending (:data:`_OWN_EQUIP_VERBS`: "we
            propose gradient methods with spectral preconditioning" names a part of the own
            method; a past participle that modifies a noun, "compare the proposed method with
            X", is passed over; "augment / equip X with Y" stays a cue).
        The callers add their own test of the phrase after "with": a known technique
        (:meth:`_known_technique_after_cue`, switch :data:`WITH_KNOWN`) or a technique-part
        head (:meth:`_phrase_after_use_cue`, switch :data:`WITH_PART`). Source: methods round
        mu23 (missed methods after "with" that follows a noun, dev pool)."""
        if i == 0:
            return False
        j = i - 1
        if self.lower[j] == ")" and j > 1:
            j = next((k for k in range(j - 1, max(-1, j - 6), -1) if self.lower[k] == "("), j) - 1
        if not (j >= 0 and self.pos[j] in ("NOUN", "PROPN") and self.lower[j] not in _WITH_RELATION_NOUNS):
            return False
        if WITH_OWN_OBJECT:
            for k in range(j - 1, -1, -1):
                if self.tag[k] == "VBN" and self.lower[k] in _OWN_EQUIP_VERBS:
                    continue  # "compare the proposed method with X": a modifier, no verb of the clause
                if self.lower[k] in (".", ";", ":") or self.pos[k] in ("VERB", "AUX"):
                    return not (self.pos[k] == "VERB" and self.lower[k] in _OWN_EQUIP_VERBS)
        return True

    def _known_technique_problem(self, proposed_keys: set[str]):
        """A known technique that a problem is cast as names a method the paper uses:
        "formulated as a bi-level optimization problem", "framed as a reinforcement learning
        problem", "converted into multi-task learning problems" (rule ``method-as-problem``).

        The words "as" or "into", an optional determiner, then a lower-case phrase of two to
        four words right before "problem" / "problems" that is a known technique
        (:func:`~kg.extract.gazetteer.technique_keys`, also spelt with other hyphens and
        spaces) headed by a learning, optimization, control, programming or other
        technique word (:data:`_KNOWN_TECHNIQUE_HEADS`, :data:`_KNOWN_PROCESS_RE`), not a
        task head other than optimization and control ("as a binary classification
        problem" names a task) and not a field ("machine learning"). The words before the
        phrase in its chunk may rate it ("as a novel bi-level optimization problem"). A
        task candidate inside the "X problem" phrase is dropped: the phrase says how the
        problem is solved, not which task is addressed.
        """
        low, words = self.lower, self.words
        if "problem" not in low and "problems" not in low:
            return
        known, squashed = technique_keys(), technique_squashed_keys()
        taken = [(c.start, c.end) for c in self.cands if c.etype != "Task"]
        for p in _positions_between(low, _PROBLEM_WORDS, 2, len(low)):
            if low[p] not in ("problem", "problems"):
                continue
            ch = self.chunk_of.get(p)
            if ch is None or ch.end != p + 1:
                continue
            k = ch.start
            if low[k] in ("a", "an", "the"):
                k += 1
            b = ch.start - 1
            if b >= 0 and low[b] in ("a", "an", "the"):
                b -= 1
            if b < 0 or low[b] not in ("as", "into"):
                continue
            head = low[p - 1]
            hs = _singular(head)
            if head in L.TASK_HEADS and head not in ("optimization", "control") or hs in _KNOWN_NON_PROCESS \
                    or not (head in _KNOWN_TECHNIQUE_HEADS or hs in _KNOWN_TECHNIQUE_HEADS
                            or head in ("optimization", "control") or re.search(_KNOWN_PROCESS_RE, hs)):
                continue
            best = None
            for j in range(k, p - 1):  # the longest known phrase that ends before "problem"
                if words[j] == "-" or any(words[x] != "-" and not (words[x].islower()
                                                                   and words[x].replace("-", "").isalpha())
                                          for x in range(j, p)):
                    continue
                phrase = self.text[self.idx[j]:self.idx[p - 1] + len(words[p - 1])]
                if 2 <= len(phrase.replace("-", " ").split()) <= 4 and (_norm(phrase) in known
                                                                        or squash(phrase) in squashed):
                    best = j
                    break
            if best is None:
                continue
            start, stop = self.idx[best], self.idx[p - 1] + len(words[p - 1])
            phrase = self.text[start:stop]
            if phrase.lower() in L.FIELDS or _norm(phrase) in proposed_keys \
                    or any(x < stop and start < y for x, y in taken):
                continue
            lo_c, hi_c = self.idx[ch.start], self.idx[p] + len(words[p])
            self.cands = [c for c in self.cands if not (c.etype == "Task" and lo_c <= c.start and c.end <= hi_c)]
            self.add(start, stop, "Method", self._method_role(start, "method-np"), "method-as-problem", 0.5)
            taken.append((start, stop))

    def _coordinated_chunks(self, k: int) -> list[Span]:
        """The trimmed noun chunks of a list that starts at token ``k``: the chunk whose
        trimmed span starts at ``k``, then each chunk after ",", "and", "or" (and an optional
        determiner) whose trimmed span starts there and ends where the chunk ends; at most
        five. Empty when no trimmed chunk starts at ``k``."""
        low, n = self.lower, len(self.lower)
        items: list[Span] = []
        while k < n and len(items) < 5:
            ch = self.chunk_of.get(k)
            if ch is None or ch.start > k:
                break
            sp = self._trim_method_chunk(ch)
            if sp is None or sp.start != k:
                break
            items.append(sp)
            if sp.end != ch.end:
                break
            j = sp.end
            if j < n and low[j] == ",":
                j += 1
            if j < n and low[j] in ("and", "or"):
                j += 1
            if j == sp.end:
                break
            if j < n and low[j] in ("a", "an", "the"):
                j += 1
            k = j
        return items

    def _known_technique_span(self, sp: Span, proposed_keys: set[str], known: frozenset, squashed: frozenset,
                              vocab: frozenset, task_heads: bool = False) -> Optional[tuple[int, int]]:
        """The characters ``(start, end)`` of the known technique that the trimmed noun
        chunk ``sp`` names, read as :meth:`_known_technique_after_cue` says (a descriptor
        noun at its end left out); None when it names none. ``known``, ``squashed`` and
        ``vocab`` are :func:`~kg.extract.gazetteer.technique_keys`,
        :func:`~kg.extract.gazetteer.technique_squashed_keys` and
        :func:`~kg.extract.gazetteer.method_words`. With ``task_heads`` (after a verb of
        use) a known phrase may end in a singular task head ("employs code generation",
        "uses probabilistic reasoning": a task used as a means; not "image
        classifications", things)."""
        low, words = self.lower, self.words
        k, end = sp.start, sp.end
        called = end - k >= 3 and low[end - 1] in _CALLED_TECHNIQUE_TAILS
        if end - k >= 2 and (low[end - 1] in _KNOWN_TECHNIQUE_TAILS or called):
            end -= 1
        if not 2 <= end - k <= 6 or any(not words[j].islower() and words[j] != "-" for j in range(k, end)) \
                or not all(words[j] == "-" or words[j].replace("-", "").isalpha() for j in range(k, end)):
            return None  # a hyphen split off as a token ("self - supervised") joins two words
        nwords = len(self.text[self.idx[k]:self.idx[end - 1] + len(words[end - 1])].replace("-", " ").split())
        if not 2 <= nwords <= 4:
            return None
        head = low[end - 1]
        hs = _singular(head)
        task_head = head in L.TASK_HEADS or hs in L.TASK_HEADS
        if task_head and (not task_heads or head not in L.TASK_HEADS) or head in L.PROCESS_OBJECT_NOUNS \
                or (head in L.GENERIC_NOUNS or hs in L.GENERIC_NOUNS) and head not in _KNOWN_TECHNIQUE_HEADS \
                and not task_head or hs in _KNOWN_NON_PROCESS:
            return None
        if not (task_head or head in _KNOWN_TECHNIQUE_HEADS or hs in _KNOWN_TECHNIQUE_HEADS
                or re.search(_KNOWN_PROCESS_RE, hs)):
            return None  # "latent variables", "point clouds", "inductive bias": no technique
        start, stop = self.idx[k], self.idx[end - 1] + len(words[end - 1])
        phrase = self.text[start:stop]
        if phrase.lower() in L.FIELDS:
            return None  # "machine learning": a field
        if self.pos[end - 1] != "NOUN" or self.tag[end - 1] == "VBG" or hs in _KNOWN_DATA_HEADS:
            return None  # "randomized smoothing emerging as ...", "illustrative examples"
        ok = _norm(phrase) in known or squash(phrase) in squashed
        if not ok and called and re.search(_KNOWN_PROCESS_RE, hs) and low[k] not in L.GENERIC_MODIFIERS \
                and low[k] not in L.EVALUATIVE and low[k] not in L.NP_STRIP_LEFT and low[k] not in _CALLED_LEAD_EXCLUDED:
            ok = True  # an unknown process the text calls a technique ("a stereographic projection method")
        if not ok and end - k == 2 and head.endswith("ing") and len(head) > 5 \
                and not low[k].endswith("ing") and self.pos[k] in ("NOUN", "ADJ"):
            w = low[k]  # "gradient boosting", "importance weighting"
            if head in ("training", "learning"):  # ("progressive training"): a known tail only
                ok = phrase.lower() in method_name_tails()  # ("adversarial training")
            else:
                ok = w in vocab and w not in L.GENERIC_MODIFIERS and w not in L.EVALUATIVE \
                    and w not in L.NP_STRIP_LEFT
        if not ok or _norm(phrase) in proposed_keys or self._names_in(k, end):
            return None
        return start, stop

    def _compare_cue_end(self, i: int, lo: int) -> Optional[int]:
        """Where the compared thing starts when token ``i`` ends a comparison cue: a verb
        of outperforming, surpassing or beating, "than", "versus", "compared to/with",
        "comparable/comparably to", "on par with", "over"/"upon" after a word of
        advantage ("a speed-up over X", :meth:`_advantage_before`), "unlike", "different
        from" (:data:`_DIFFERENT_WORDS`) or "in contrast to"; None when ``i`` ends none. ``lo`` is the first token of the sentence."""
        low = self.lower
        w = low[i]
        if _is_compare_word(w):
            return i + 1
        if w in ("to", "with") and i > lo and low[i - 1] in _COMPARED_TO_WORDS:
            return i + 1
        if RATED_MEASURE_TO and w == "to" and self._rated_measure_to(i, lo):
            return i + 1  # "comparable runtime to X", "preferable accuracy to X"
        if w == "with" and i - 1 > lo and low[i - 1] == "par" and low[i - 2] == "on":
            return i + 1
        if w in ("over", "upon") and (self._advantage_before(i, lo) or "speed-up" in "".join(low[max(lo, i - 5):i])):
            return i + 1  # ("a 500x speed-up over X")
        if w == "unlike" or w == "from" and i > lo and low[i - 1] in _DIFFERENT_WORDS \
                or w == "to" and i - 1 > lo and low[i - 1] == "contrast" and low[i - 2] == "in":
            return i + 1  # "unlike X", "different from X", "in contrast to X": set beside X
        return None

    def _rated_measure_to(self, i: int, lo: int) -> bool:
        """Whether "to" at token ``i`` (sentence start ``lo``) follows a measure noun of
        :data:`_RATED_MEASURE_NOUNS` that a comparison or superiority word
        (:data:`_COMPARED_TO_WORDS`, :data:`_SUPERIOR_TO`) rates, with at most two words
        between them, each an adjective, "or" or "and": "comparable runtime to X", "preferable
        accuracy to X", "comparable or superior performance to X". The thing after "to" is
        then set beside the paper's own result, as after "comparable to X"."""
        low = self.lower
        if i - 1 <= lo or low[i - 1] not in _RATED_MEASURE_NOUNS:
            return False
        for k in range(i - 2, max(lo, i - 5) - 1, -1):
            w = low[k]
            if w in _COMPARED_TO_WORDS or w in _SUPERIOR_TO:
                return True
            if not (w in ("or", "and") or self.pos[k] == "ADJ"):
                return False
        return False

    def _compare_cue_ends(self, sent: Span) -> list[tuple[int, int]]:
        """``(i, k)`` for each token ``i`` of ``sent`` but its last where a comparison cue
        ends, with ``k = _compare_cue_end(i, sent.start)``, in text order. Memoised per
        sentence (both comparison rules read them); only tokens whose word can end a cue
        (:data:`_CUE_END_WORDS`, :data:`_COMPARE_VERB_PREFIXES`) are tested, so the answer is
        that of testing every token, without a method call per token."""
        memo = self.__dict__.setdefault("_cue_ends_memo", {})
        key = (sent.start, sent.end)
        found = memo.get(key)
        if found is None:
            lo = sent.start
            ends = self.__dict__.get("_cue_end_tokens")
            if ends is None:  # (the tokens that can end a cue, found once per Doc)
                ends = self._cue_end_tokens = cue_end_tokens(self.lower)
            found = memo[key] = [
                (i, k) for i in ends[bisect_left(ends, lo):bisect_left(ends, sent.end - 1)]
                if (k := self._compare_cue_end(i, lo)) is not None]
        return found

    def _baseline_phrase_end(self, k: int, hi: int) -> Optional[int]:
        """End (exclusive token index) of the baseline noun phrase that starts at token
        ``k`` (:meth:`_baseline_after_compare_cue`): the run of nouns, names, adjectives,
        gerunds, hyphenated compounds, "based" after a noun and "and"/"or" from ``k`` (up to eight tokens, before
        ``hi``) ends at its last word that can head a baseline (a plural of
        :data:`_BASELINE_PLURALS`, a non-generic method or technique noun, an "-ing" process
        noun of :meth:`_baseline_process_head` or, after a modifier that is no gerund, a
        paradigm head of :data:`_PARADIGM_HEADS` with :data:`COMPARED_PARADIGMS`: "compared to
        unimodal learning", "outperforms explicit multitask training"; a head the
        tagger read as a verb counts, "the scalable SDP solver"), and the phrase goes on no
        further as a noun phrase (a gerund after a plural of :data:`_BASELINE_PLURALS` opens a
        clause: "outperforms fully-supervised baselines using only 1% of the labels"). None
        when no such head ends the run. (Read word by word:
        the chunker breaks such phrases at mis-tagged gerunds, "neural vocoding approaches".)"""
        low, pos, tag, ws = self.lower, self.pos, self.tag, self.ws
        end, j = None, k
        while j < hi and j < k + 8:
            w = low[j]
            glued = w == "-" or j + 1 < hi and low[j + 1] == "-" and not ws[j] or j > k and low[j - 1] == "-" and not ws[j - 1]
            head_ok = w.isalpha() and self.words[j].islower() and w not in L.TASK_HEADS and _singular(w) not in L.TASK_HEADS \
                and (w in _BASELINE_PLURALS or _singular(w) in _TECHNIQUE_PHRASE_HEADS and w not in L.GENERIC_NOUNS
                     or BASELINE_PROCESS_HEADS and self._baseline_process_head(j)
                     or COMPARED_PARADIGMS and w in _PARADIGM_HEADS and j > k
                     and not any(tag[x] == "VBG" for x in range(k, j)))  # (not "than treating learning")
            if head_ok and not glued:
                end = j + 1
            elif not (glued or pos[j] in ("NOUN", "PROPN", "ADJ") or tag[j] == "VBG"
                      or w in ("and", "or") and j > k
                      or w == "based" and j > k and pos[j - 1] in ("NOUN", "PROPN")):  # "sampling based"
                break
            j += 1
        if end is None or end < hi and (pos[end] in ("NOUN", "PROPN", "ADJ")
                                        or tag[end] == "VBG" and low[end - 1] not in _BASELINE_PLURALS
                                        or low[end] == "-"
                                        or low[end] in ("and", "or") and not low[end - 1].endswith("s")):
            # the phrase goes on past the head ("X solver runtime", "heuristic derivative-free and ...
            # methods"); a plural head before "and" ends the first of two phrases ("X methods and Y models")
            return None
        if any(low[x] in ("state", "art") or "-of" in low[x] for x in range(k, end)):
            return None  # a "state-of-the-art" the lead words did not take ("state-ofthe-art")
        return end

    def _baseline_process_head(self, j: int) -> bool:
        """Whether token ``j`` is a singular lower-case "-ing" noun that names a process and
        may head a baseline after a comparison cue (:meth:`_baseline_phrase_end`): "outperform
        random reshuffling", "compared to crop-based masking", "than hierarchical merging".
        Generic nouns (:data:`~kg.extract.lexicon.GENERIC_NOUNS`), things
        (:data:`~kg.extract.lexicon.PROCESS_OBJECT_NOUNS`: "setting") and properties or
        relations (:data:`_NON_TECHNIQUE_HEADS`) are no such head; task heads are refused
        by the caller. Plurals ("instruction phrasings", "average ratings") and "-ation"
        nouns ("algorithmic considerations", "human-written misinformation") name things
        or topics as often as methods after such a cue and are left out. Source: methods
        round 27 (dev +3 right, 0 false; on the 1,188 corpus abstracts with a comparison cue
        a few words before an "-ing" or "-ation" word, 10 new items of which 7 right, with
        "-ation" and plural heads 16 of which 7 right)."""
        w = self.lower[j]
        return self.pos[j] == "NOUN" and re.fullmatch(r"[a-z]{3,}ing", w) is not None \
            and w not in L.GENERIC_NOUNS and _singular(w) not in L.GENERIC_NOUNS and w not in L.PROCESS_OBJECT_NOUNS \
            and w not in _NON_TECHNIQUE_HEADS and _singular(w) not in _NON_TECHNIQUE_HEADS

    def _baseline_after_compare_cue(self, proposed_keys: set[str]):
        """A noun phrase that names a family of methods right after a comparison cue is
        a baseline the paper compares with: "outperforms existing data valuation
        approaches", "surpass previous robustly-trained agents", "more effective than
        existing adversarial attacks", "a speed-up over the state-of-the-art scalable SDP
        solver", "compared to prevailing time-domain neural vocoding approaches" (rule
        ``method-compared-np``, role ``compared``).

        The cue is read by :meth:`_compare_cue_end`; a determiner, "state-of-the-art" and
        up to three words that place the baseline in prior work or rate it
        (:data:`_BASELINE_LEADS`: "existing", "previous", "other", "strong"; two of them
        joined by "and" or "or": "over classical and existing learning-based methods") are
        skipped. An adverb in "-ly" before an adjective or participle grades the phrase and
        opens it ("compared to fully supervised methods", "outperform fully supervised
        baselines"; a participle after it is read past, as the tagger often reads it as a
        verb), unless it places the baseline in time or use (:data:`_PLACING_ADVERBS`:
        "previously developed models"). (Source: methods round 25, dev +3 right, 0 false;
        on the 101 corpus abstracts with such a cue 4 new items, all right, and 2 wrong
        ones before the placing adverbs were left out.) The
        noun chunk from there has two to five words; its head is a method or technique
        noun (:data:`~kg.extract.lexicon.METHOD_HEADS`, ``TECHNIQUE_HEADS``,
        :data:`_USE_OBJECT_HEADS`) or a plural of :data:`_BASELINE_PLURALS` ("approaches",
        "techniques", "agents", "attacks", "solvers", ...), no task head; every modifier is a
        noun, name, adjective, hyphenated compound or a conjunction between two of them
        ("statistical and neural network-based techniques"), and one modifier is not a
        generic noun ("existing learning models" names no family). "robust" (an adjective of
        :data:`_KIND_ADJECTIVES`) before a process noun names a kind of method, not a
        judgement (:meth:`_process_after`: "surpasses state-of-the-art robust training
        methods"), and "based" after a noun is the unhyphenated "-based" ("than existing
        sampling based methods"). A phrase another rule
        typed, a proposed name and a name alone are left to the other rules.
        """
        low, pos, tag, words = self.lower, self.pos, self.tag, self.words
        taken = [(c.start, c.end) for c in self.cands]
        title = (self.doc._.paperkg_title or "").lower() if isinstance(self.doc._.paperkg_title, str) else ""
        for sent in self.sents:
            for i, k in self._compare_cue_ends(sent):
                if i >= sent.end - 2:
                    break
                hi = sent.end
                if k < hi and (pos[k] == "DET" or low[k] in ("both", "either")):
                    k += 1  # ("outperforms both state-of-the-art X methods and Y models")
                if k + 6 < hi and low[k:k + 7] == ["state", "-", "of", "-", "the", "-", "art"]:
                    k += 7
                for _ in range(3):
                    if k < hi and low[k] in _BASELINE_LEADS:
                        k += 1
                    if k + 1 < hi and low[k] in ("and", "or") and low[k - 1] in _BASELINE_LEADS \
                            and low[k + 1] in _BASELINE_LEADS:
                        k += 1  # "over classical and existing learning-based methods"
                a0, graded = k, False
                if k + 2 < hi and pos[k] == "ADV" and low[k].endswith("ly") and low[k] not in L.EVALUATIVE \
                        and low[k] not in _PLACING_ADVERBS and (pos[k + 1] == "ADJ" or tag[k + 1] == "VBN"):
                    # "compared to fully supervised methods": the adverb grades the modifier (a
                    # participle the tagger read as a verb is read past: "outperform purely
                    # randomized approaches")
                    graded = pos[k + 1] != "ADJ"
                    k += 2 if graded else 1
                e = self._baseline_phrase_end(k, hi)
                if e is None:
                    continue
                sp = self.doc[a0:e]
                n_words = len(self._span_text(sp).split())
                if not 2 <= n_words <= 5:
                    continue
                ok, content = True, graded
                for j in range(k, e - 1):
                    w = low[j]
                    if w == "-" or "-" in w or j + 1 < e and low[j + 1] == "-" or j > k and low[j - 1] == "-":
                        if not any(self.text[self.idx[a]:self.idx[a] + len(x)].lower() == x
                                   for a in range(max(k, j - 4), j + 1) for x in _ESTABLISHED_WORDS
                                   if self.idx[a] <= self.idx[j] < self.idx[a] + len(x)):
                            content = True  # a part of a hyphenated compound ("robustly-trained")
                        continue  # (not of "well-established", which names no family)
                    if w in ("and", "or") and k < j < e - 2:
                        continue
                    if w in _KIND_ADJECTIVES and self._process_after(j + 1, e):
                        content = True  # "robust training methods": a kind of process, not a judgement
                        continue
                    if w == "based" and j > k and pos[j - 1] in ("NOUN", "PROPN") and words[j - 1].isalpha():
                        continue  # "sampling based methods": the unhyphenated "-based"
                    if pos[j] not in ("NOUN", "PROPN", "ADJ") and tag[j] != "VBG" or w in L.EVALUATIVE \
                            or w in _BASELINE_LEADS or not words[j].isalpha():  # ("$n^m$ candidate networks")
                        ok = False
                        break
                    if w not in L.GENERIC_NOUNS and w not in L.GENERIC_MODIFIERS:
                        content = True
                if not ok or not content:
                    continue
                names = self._names_in(k, e)
                if any(n.start == k and n.end >= e - 1 for n in names) or _norm(self._span_text(sp)) in proposed_keys \
                        or any(_norm(self._span_text(n)) in proposed_keys for n in names):
                    continue
                if any(x < sp.end_char and sp.start_char < y for x, y in taken):
                    continue
                self.add(sp.start_char, sp.end_char, "Method", "compared", "method-compared-np", 0.5)
                taken.append((sp.start_char, sp.end_char))

    def _standard_baseline_after_compare_cue(self, proposed_keys: set[str]):
        """A plain-version adjective (:data:`_PLAIN_VERSION_WORDS`) and one method word right
        after a comparison cue name the compared baseline, adjective included: "provides
        better estimates than standard VI", "a speed-up over standard SD", "compared to
        standard decoding", "outperforms vanilla fine-tuning" (rule ``method-standard-baseline``,
        role ``compared``). :meth:`_baseline_after_compare_cue` skips the adjective as a lead
        and needs two words after it, so these one-word baselines were missed.

        The method word ends the noun phrase (no noun, name or adjective follows) and is an
        acronym the abstract defines, a known method name (gazetteer) or a technique gerund
        ("decoding", "fine-tuning"; no generic noun). Spans another rule holds are left.

        Args:
            proposed_keys: normalised names of the paper's own proposals (never baselines).

        Source: PaperKG methods round 32, from the dev gold misses (see the commit message).
        """
        low, pos, tag, words = self.lower, self.pos, self.tag, self.words
        taken = [(c.start, c.end) for c in self.cands]
        shorts = {_norm(a.short) for a in self.acronyms}
        for sent in self.sents:
            for _i, k in self._compare_cue_ends(sent):
                hi = sent.end
                if k < hi and pos[k] == "DET":
                    k += 1
                if k + 1 >= hi or low[k] not in _PLAIN_VERSION_WORDS:
                    continue
                j = k + 1
                e = j + 1
                if j + 2 < hi and low[j + 1] == "-" and words[j + 2].isalpha():
                    e = j + 3  # "fine - tuning" split by the tokenizer
                if e < hi and (pos[e] in ("NOUN", "PROPN", "ADJ") or low[e] == "-"):
                    continue  # a longer phrase: the other compared rules read it
                word = self.text[self.idx[j]:self.idx[e - 1] + len(words[e - 1])]
                key = _norm(word)
                if key in proposed_keys:
                    continue
                gerund = re.fullmatch(r"[a-z]+(-[a-z]+)?ing", word) is not None and word not in L.GENERIC_NOUNS \
                    and pos[e - 1] in ("NOUN", "VERB")
                if not (key in shorts or key in self.method_gaz_keys or gerund):
                    continue
                start, end = self.idx[k], self.idx[e - 1] + len(words[e - 1])
                if any(x < end and start < y for x, y in taken):
                    continue
                self.add(start, end, "Method", "compared", "method-standard-baseline", 0.5)
                taken.append((start, end))

    def _example_technique_after_family(self, proposed_keys: set[str]):
        """The first example after a family of methods (:data:`_EXAMPLE_FAMILIES`) and
        "such as", "e.g.," or "including" is a method: "black-box methods such as probing",
        "common tricks, e.g., parameter-sharing and ...", "approaches, such as dataset
        re-sampling during ..." (rule ``method-example``). The example is the run of nouns,
        adjectives and hyphen parts right after the cue, one to three words, ending in a
        gerund or a hyphenated compound (a technique's form; a plain noun may be data or a
        task); no generic noun, and no gerund followed by its object ("such as varying the
        initial noise" is an action). Spans another rule holds and proposals are left.

        Args:
            proposed_keys: normalised names of the paper's own proposals.

        Source: PaperKG methods round 32, from the dev gold misses (see the commit message).
        """
        low, pos, words = self.lower, self.pos, self.words
        taken = [(c.start, c.end) for c in self.cands]
        n = len(low)
        cue_at = _positions_between(low, _EXAMPLE_CUE_WORDS, 0, n)  # (a sentence's share by binary search)
        for sent in self.sents:
            for i in cue_at[bisect_left(cue_at, sent.start + 1):bisect_left(cue_at, sent.end - 2)]:
                if low[i] == "such" and low[i + 1] == "as":
                    k = i + 2
                elif low[i] == "including":
                    k = i + 1
                elif low[i] in ("e.g.", "e.g") :
                    k = i + 1 + (low[i + 1] == ",")
                else:
                    continue
                f = i - 1
                if low[f] in (",", "("):
                    f -= 1
                if f < sent.start or low[f] not in _EXAMPLE_FAMILIES:
                    continue
                e = k
                while e < sent.end and (pos[e] in ("NOUN", "ADJ", "PROPN") or self.tag[e] == "VBG"
                                        or low[e] == "-" and e > k):
                    e += 1
                if e == k or low[e - 1] == "-" or e < n and low[e] == "-":
                    continue
                if e < sent.end and pos[e] in ("DET", "PRON", "NUM"):
                    continue  # "strategies, such as varying the initial noise": a gerund with its object
                phrase = self.text[self.idx[k]:self.idx[e - 1] + len(words[e - 1])]
                if not 1 <= len(phrase.split()) <= 3 or not phrase.replace("-", "").replace(" ", "").isalpha():
                    continue
                last = phrase.split()[-1]
                if not (last.endswith("ing") or "-" in last) or last in L.GENERIC_NOUNS \
                        or _norm(phrase) in proposed_keys:
                    continue
                start, end = self.idx[k], self.idx[e - 1] + len(words[e - 1])
                if any(x < end and start < y for x, y in taken):
                    continue
                self.add(start, end, "Method", self._method_role(start), "method-example", 0.5)
                taken.append((start, end))

    def _technique_phrase_at(self, k: int, lo: int, proposed_keys: set[str],
                             allowed: frozenset = frozenset(), generic_heads: bool = False) -> Optional[Span]:
        """The technique noun phrase that starts at token ``k``: the trimmed noun chunk that
        holds ``k`` (the chunk starts at or after token ``lo``, its trimmed span at ``k``)
        when it has two to four words, its head is a method head
        (:data:`~kg.extract.lexicon.METHOD_HEADS`, ``TECHNIQUE_HEADS``), a noun of
        :data:`_USE_OBJECT_HEADS` or an "-ation" process noun, but no task head, generic noun,
        thing (:data:`~kg.extract.lexicon.PROCESS_OBJECT_NOUNS`) or capitalised word, and
        every modifier is a noun, name, adjective or part of a hyphenated compound that
        neither rates nor sizes (``EVALUATIVE``, ``TECHNIQUE_QUALIFIERS``, ``NP_STRIP_LEFT``)
        and is no past participle; a word of ``allowed`` and a first-word gerund ("clipping
        operations") always count. With ``generic_heads`` a
        generic noun that is a method head may head the phrase ("greedy algorithm",
        "parametric models"). Names and proposed names give None."""
        low, pos, tag, words, ws = self.lower, self.pos, self.tag, self.words, self.ws
        ch = self.chunk_of.get(k)
        if ch is None or not lo <= ch.start <= k:
            return None
        sp = self._trim_method_chunk(ch)
        if sp is not None and lo <= sp.start < k < sp.end:
            sp = self.doc[k:sp.end]  # the cue stayed in the trimmed chunk ("prevalent parametric models")
        elif sp is not None and k < sp.start and all(low[x] in allowed for x in range(k, sp.start)):
            sp = self.doc[k:sp.end]  # trimming dropped an allowed modifier ("supervised classifiers")
        if sp is None or not 2 <= len(sp) <= 4 or sp.start != k:
            return None
        head = low[sp.end - 1]
        heads = _TECHNIQUE_PHRASE_HEADS
        if not (head in heads or _singular(head) in heads or re.search(_USE_PROCESS_RE, head)) \
                or head in L.TASK_HEADS or _singular(head) in L.TASK_HEADS \
                or head in L.GENERIC_NOUNS and not (generic_heads and (head in _GENERIC_METHOD_HEADS
                                                                       or _singular(head) in _GENERIC_METHOD_HEADS)) \
                or head in L.PROCESS_OBJECT_NOUNS or not words[sp.end - 1].islower():
            return None
        for j in range(sp.start, sp.end - 1):
            w = low[j]
            if w == "-" or "-" in w or not ws[j] and low[j + 1] == "-" or j > 0 and low[j - 1] == "-" and not ws[j - 1]:
                continue  # a part of a hyphenated compound ("doubly-robust")
            if w in allowed or tag[j] == "VBG" and j == sp.start:
                continue  # "supervised classifiers", "clipping operations": a gerund modifier
            if pos[j] not in ("NOUN", "PROPN", "ADJ") or tag[j] in ("VBN", "VBD") or w in L.EVALUATIVE \
                    or w in L.TECHNIQUE_QUALIFIERS or w in L.NP_STRIP_LEFT or not words[j].isalpha():
                return None
        if head in L.GENERIC_NOUNS and all(low[j] in L.GENERIC_NOUNS or low[j] == "-" for j in range(sp.start, sp.end - 1)):
            return None  # "standard training algorithms": no modifier says which technique
        if self._names_in(sp.start, sp.end) or _norm(self._span_text(sp)) in proposed_keys:
            return None
        return sp

    def _based_on_technique(self, proposed_keys: set[str]):
        """The technique in an "X-based" modifier is a method the text builds on:
        "a transformer-based early-exit module", "a diffusion-based amortization
        method", "GAN-based augmentation" give "transformer", "diffusion", "GAN".

        X is one token glued to "-based" (no spaces) and is a model family or
        technique of :data:`_STANDALONE_METHODS` or
        :data:`~kg.extract.lexicon.BASED_ON_TECHNIQUES` (not a generic operation:
        "sampling-based", "regression-based"), or a Papers with Code method name matched by
        the gazetteer (``self.method_gaz_keys``); not a proposed name. A known technique of
        two to four words before "-based" is read whole (:meth:`_based_on_phrase_start`:
        "graph neural network-based models" gives "graph neural network").
        """
        low, words, ws = self.lower, self.words, self.ws
        simple = _STANDALONE_METHODS | L.BASED_ON_TECHNIQUES
        for k in [b - 2 for b in _positions(low, "based") if b >= 2]:  # (k + 2: "based")
            if low[k + 1] != "-" or low[k + 2] != "based" or ws[k] or ws[k + 1]:
                continue
            if k > 0 and not ws[k - 1] and words[k - 1] == "-":
                continue  # "x-y-based": a longer compound
            w = words[k]
            whole = self._based_on_phrase_start(k)
            if whole is not None:
                start = self.idx[whole]
                if _norm(self.text[start:self.idx[k] + len(w)]) not in proposed_keys:
                    self.add(start, self.idx[k] + len(w), "Method", self._method_role(start, "method-np"),
                             "method-based-on", 0.6)
                continue
            if not (low[k] in simple or _norm(w) in self.method_gaz_keys) or _norm(w) in proposed_keys:
                continue
            self.add(self.idx[k], self.idx[k] + len(w), "Method", self._method_role(self.idx[k], "method-np"),
                     "method-based-on", 0.6)

    def _based_unit_start(self, k: int) -> Optional[int]:
        """Token index where an "X-based" word unit ending at token ``k`` (the "based")
        starts, glued by hyphens ("flow-based", "leave-one-out-based"); None when token
        ``k`` ends no such unit."""
        if k < 2 or self.lower[k] not in _BASED_PHRASE_SUFFIXES or self.words[k - 1] != "-" \
                or self.ws[k - 2] or self.ws[k - 1] or not self.words[k - 2].isalnum():
            return None
        x0 = k - 2
        while x0 >= 2 and self.words[x0 - 1] == "-" and not self.ws[x0 - 1] and not self.ws[x0 - 2]:
            x0 -= 2
        return x0

    def _based_conjuncts(self, proposed_keys: set[str]):
        """Rule ``method-based-conjunct``: the "X-based" conjuncts coordinated before a
        method phrase with a plural head ("flow-based and energy-based generative models",
        "gradient-based, perturbation-based, and attention-based attribution methods",
        "attention-based and joint-diffusion approaches") each name a family with the
        shared head; the text writes them only as "X-based", and that is the mention, with
        the role of the last conjunct's phrase. The conjuncts are joined by "and" / "or"
        (a comma before it allowed) or by commas in a list that ends so. Not an X whose
        last word is generic (:data:`_BASED_GENERIC_WORDS`: "model-based and model-free
        methods") nor a proposal's name.

        Args:
            proposed_keys: normalised names of the paper's proposals.
        Effects:
            Adds ``Method`` candidates (confidence 0.55).
        """
        low = self.lower
        # a last conjunct starts two tokens after a "-based" word ("and" between) or three
        # (", and"): only candidates starting there are read (most Docs have none)
        starts = {b + d for b in _positions_between(low, _BASED_PHRASE_SUFFIXES, 0, len(low)) for d in (2, 3)}
        if not starts:
            return
        lasts = [c for c in self.cands if c.etype == "Method" and c.role != "proposed"]
        for c in lasts:
            s_tok = self._token_at_char(c.start)
            if s_tok not in starts:
                continue
            e_tok = self._token_at_char(c.end - 1)
            if s_tok is None or e_tok is None or e_tok <= s_tok or s_tok < 3 \
                    or _singular(low[e_tok]) not in _BASED_PHRASE_HEADS or low[e_tok] == _singular(low[e_tok]):
                continue
            j = s_tok - 1
            if low[j] not in ("and", "or"):
                continue
            j -= 1
            if low[j] == ",":
                j -= 1
            found = []
            while True:
                x0 = self._based_unit_start(j)
                if x0 is None:
                    break
                found.append((x0, j))
                if x0 >= 2 and low[x0 - 1] == ",":
                    j = x0 - 2
                    continue
                break
            for x0, b in found:
                x_last = self.lower[b - 2]
                if x_last in _BASED_GENERIC_WORDS or _singular(x_last) in _BASED_GENERIC_WORDS:
                    continue
                start, end = self.idx[x0], self.idx[b] + len(self.words[b])
                if _norm(self.text[start:end]) in proposed_keys:
                    continue
                self.add(start, end, "Method", c.role, "method-based-conjunct", 0.55)

    def _based_phrases(self, proposed_keys: set[str]):
        """Rule ``method-based-phrase``: an "X-based Y" noun phrase whose head is a method
        or system noun of :data:`_BASED_PHRASE_HEADS` names the method the text builds on or
        compares with, as a whole: "a rehearsal-based approach", "Transformer-based
        trackers", "an energy-based technique", "MLP-based architectures".

        "-based" stands for any participle of :data:`_BASED_PHRASE_SUFFIXES` ("-driven",
        "-guided", "-aware", ...). X is the word unit glued to "-based" (a hyphenated
        compound counts whole: "leave-one-out-based"), a known technique of two to four
        spaced words before it (:meth:`_based_on_phrase_start`: "graph neural
        network-based"), or a spaced compound of the chunk whose word before X is a noun
        ("Taylor series-based", "influence function-based"; not past a generic noun, a
        judging word or a hyphenated compound, and none at all after a hyphenated
        compound: "single-step diffusion-based models" is left to the noun-phrase rule).
        A one-word X must not be generic (:data:`_BASED_GENERIC_WORDS`: "learning-based
        methods", "model-based approach", "search-based methods" name a kind of work, no
        technique) nor a single letter. Y is the rest of the noun chunk: up to three
        modifiers (nouns, adjectives, hyphenated compounds; none judging or a mark of prior
        work) and the lower-case head. Not a proposal's name, not a phrase with a capital
        head ("Energy-Based Backdoor Defense"), and not a description of a proposed name
        (:meth:`_describes_proposal`: "We propose X, a gradient-based optimizer").

        Args:
            proposed_keys: normalised names of the paper's proposals.
        Effects:
            Adds ``Method`` candidates (confidence 0.6) with the role of their position.
        """
        low, words, ws = self.lower, self.words, self.ws
        for b in _positions_between(low, _BASED_PHRASE_SUFFIXES, 0, len(low)):  # (the Doc's word index)
            k = b - 2
            if k < 0 or low[k + 1] != "-" or ws[k] or ws[k + 1]:
                continue
            x0 = k
            while x0 >= 2 and words[x0 - 1] == "-" and not ws[x0 - 1] and not ws[x0 - 2]:
                x0 -= 2  # "leave-one-out-based": the compound is X
            if x0 == k:
                whole = self._based_on_phrase_start(k)
                if whole is not None:
                    x0 = whole
            chunk = next((c for c in self.nps if c.start <= b < c.end - 1), None)
            if chunk is None or not words[k].isalpha() or len(words[k]) < 2:
                continue  # ("O-aware": a symbol, no technique)
            if x0 == k and k - 1 >= chunk.start and ws[k - 1] and self._hyphen_tail(k - 1):
                continue  # "single-step diffusion-based models": the modifiers are read by the noun-phrase rule
            if x0 == k and k - 1 >= chunk.start and ws[k - 1] and self.pos[k - 1] in ("NOUN", "PROPN"):
                # "Taylor series-based", "mean field-based": a spaced compound is X
                while x0 - 1 >= chunk.start and ws[x0 - 1] and self.pos[x0 - 1] in ("NOUN", "PROPN", "ADJ") \
                        and not self._hyphen_tail(x0 - 1) \
                        and words[x0 - 1].replace("-", "").isalpha() and low[x0 - 1] not in L.EVALUATIVE \
                        and low[x0 - 1] not in L.PRIOR_WORK_MODIFIERS and low[x0 - 1] not in L.NP_STRIP_LEFT \
                        and low[x0 - 1] not in L.GENERIC_NOUNS:
                    x0 -= 1
            if x0 == k and (low[k] in _BASED_GENERIC_WORDS or _singular(low[k]) in _BASED_GENERIC_WORDS):
                continue  # "learning-based methods", "data-driven approaches": a kind of work
            hi = chunk.end - 1
            if _singular(low[hi]) not in _BASED_PHRASE_HEADS or not words[hi].islower() or hi - b > 4:
                continue
            if any(not (words[j].isalpha() or words[j] == "-" or "-" in words[j]) or low[j] in L.EVALUATIVE
                   or low[j] in L.PRIOR_WORK_MODIFIERS or self.pos[j] not in ("NOUN", "ADJ", "PROPN", "PUNCT", "VERB")
                   for j in range(b + 1, hi)):
                continue
            start, end = self.idx[x0], self.idx[hi] + len(words[hi])
            if _norm(self.text[start:end]) in proposed_keys or self._describes_proposal(start, end):
                continue
            if x0 == k and any(c.etype == "Method" and c.end == end and self.idx[chunk.start] <= c.start < start
                               for c in self.cands):
                continue  # "gradient descent-based methods": another rule read the longer phrase
            self.add(start, end, "Method", self._method_role(start, "method-np"), "method-based-phrase", 0.6)

    def _hyphen_tail(self, j: int) -> bool:
        """Whether token ``j`` ends a hyphen-glued compound ("scale" of "large-scale")."""
        return j >= 2 and self.words[j - 1] == "-" and not self.ws[j - 1] and not self.ws[j - 2]

    def _describes_proposal(self, start: int, end: int) -> bool:
        """Whether the phrase at characters ``[start, end)`` stands in apposition to a name
        the paper proposes, so it describes that proposal and names no method used: after
        the name and a comma ("We propose HAIDNet, a neural-network-based framework"), or
        before it after a colon, a bracket or "namely" / "called" / "dubbed" / "coined" /
        "named" / "termed" ("a gradient-based optimizer: DoWG", "a concept-based
        explanation method, namely EAC")."""
        for p in self.proposed:
            if p.end <= start and _APPOSITION_BEFORE_RE.fullmatch(self.text, p.end, start):
                return True
            if end <= p.start and _APPOSITION_AFTER_RE.fullmatch(self.text, end, p.start):
                return True
        return False

    def _based_on_phrase_start(self, k: int) -> Optional[int]:
        """Where a known technique of two to four words ends at token ``k``, glued to
        "-based": "graph neural network-based models", "deep learning-based methods" give the
        token index of "graph" / "deep"; None when the words before ``k`` (within its
        sentence, spaced, letters only) name no technique of
        :func:`~kg.extract.gazetteer.technique_keys` (the longest reading wins), when the
        word at ``k`` is no method or technique head and no "-ing" noun (that list also
        holds data and objects: "natural language-based", "point cloud-based", "residual
        energy-based"), or when "and" / "or" comes before the phrase ("statistical and
        neural network-based techniques" is one family, read by the comparison rule)."""
        lo = self.sents[self.tok_sent[k]].start
        head = self.lower[k]
        if not (_singular(head) in _TECHNIQUE_PHRASE_HEADS or head in _TECHNIQUE_PHRASE_HEADS or head.endswith("ing")):
            return None  # ("natural language-based", "point cloud-based": data, not a technique)
        known = technique_keys()
        best = None
        for j in range(k - 1, max(lo, k - 4) - 1, -1):
            if not self.ws[j] or not self.words[j].replace("-", "").isalpha():
                break
            if _norm(self.text[self.idx[j]:self.idx[k] + len(self.words[k])]) in known:
                best = j
        if best is not None and best > lo and self.lower[best - 1] in ("and", "or"):
            return None  # "statistical and neural network-based techniques": one family, read whole
        return best

    def _technique_before_descriptor(self, proposed_keys: set[str]):
        """A one-word technique right before a descriptor noun names the technique used:
        "a boosting mechanism", "a self-distillation approach", "clustering approaches",
        "dropout techniques" give "boosting", "self-distillation", "clustering",
        "dropout"; a word before it that forms a known technique with it is kept ("a
        data augmentation strategy" -> "data augmentation",
        :func:`~kg.extract.gazetteer.technique_keys`).

        The word unit (hyphen-glued: "self-distillation") right before the noun
        phrase's last word is, or ends in, a word of
        :data:`~kg.extract.lexicon.STANDALONE_TECHNIQUES`,
        :data:`~kg.extract.lexicon.PART_TECHNIQUES` or :data:`_COORDINATED_TECHNIQUES`,
        and that last word is in :data:`~kg.extract.lexicon.TECHNIQUE_DESCRIPTORS`
        ("approach", "mechanism", "technique", "strategy", "scheme", ...). A lower-case
        noun right before the technique word names its kind and is kept with it ("a
        rejection sampling strategy" -> "rejection sampling", with the whole hyphenated
        word: "a model-level pruning scheme"), unless the phrase is the paper's own variant
        (:meth:`_own_variant`: "we propose a group pruning scheme" gives "pruning"). Coordinated lists before a class noun are left to
        :meth:`_coordinated_technique_nouns`. A generic operation of
        :data:`_GENERIC_OPERATIONS` counts only with such a kind word before it ("a
        rejection sampling scheme", "a data augmentation strategy"): alone it names a step
        of the work, not a technique ("the sampling procedure", "a sampling strategy for
        outlier data", "other augmentation techniques"). (Source: methods round 26: on the
        dev pool the bare "sampling" was right 0 times and wrong 11.)
        """
        techniques = L.STANDALONE_TECHNIQUES | L.PART_TECHNIQUES | _COORDINATED_TECHNIQUES
        low, words = self.lower, self.words
        self._own_phrases_memo = None  # (read by _own_variant when needed)
        for chunk in self._nps_ending_in(L.TECHNIQUE_DESCRIPTORS):
            tail = chunk.end - 1
            if tail - 1 < chunk.start or words[tail - 1] == "-":
                continue
            h = tail - 1
            start = h
            while start - 2 >= chunk.start and words[start - 1] == "-" and not self.ws[start - 2] \
                    and not self.ws[start - 1]:
                start -= 2  # "self-distillation" as three tokens
            unit = self.text[self.idx[start]:self.idx[h] + len(words[h])].lower()
            if unit not in techniques and unit.rsplit("-", 1)[-1] not in techniques:
                continue
            if start > chunk.start and low[start - 1] in ("and", "or", ","):
                continue  # "pruning and distillation techniques": the coordination rule
            end = self.idx[h] + len(words[h])
            bare = start
            if start - 1 >= chunk.start and self.is_alpha[start - 1] and \
                    _norm(self.text[self.idx[start - 1]:end]) in technique_keys():
                start -= 1  # "a data augmentation strategy", "an adaptive sampling technique"
            elif start - 1 >= chunk.start and self.is_alpha[start - 1] and self.pos[start - 1] == "NOUN" \
                    and words[start - 1].islower() and self.ws[start - 1] and not self._own_variant(chunk):
                start -= 1  # "a rejection sampling strategy": a noun before the technique names its kind
                while start - 2 >= chunk.start and words[start - 1] == "-" and not self.ws[start - 2] \
                        and not self.ws[start - 1]:
                    start -= 2  # the whole hyphenated word: "a model-level pruning scheme"
            if start == bare and unit in _GENERIC_OPERATIONS:
                continue  # "the sampling procedure", "other augmentation techniques": a kind of step
            if _norm(self.text[self.idx[start]:end]) in proposed_keys:
                continue
            self.add(self.idx[start], end, "Method", self._method_role(self.idx[start], "method-np"),
                     "method-descriptor", 0.6)

    def _paradigm_before_descriptor(self, proposed_keys: set[str]):
        """A learning paradigm or training regime right before a descriptor noun names the
        technique the work uses (rule ``method-paradigm``): "a transfer learning framework",
        "a supervised finetuning step", "an active learning method", "a multi-stage training
        framework", "in a self-supervised learning manner", "a fine-tuning stage" give
        "transfer learning", "supervised finetuning", "active learning", "self-supervised
        learning", "fine-tuning"; modifiers that only arrange training (:data:`_STRUCTURE_MODIFIER`:
        "a two-stage training strategy", "a multi-stage training framework") name none.

        The trimmed noun phrase (:meth:`_trim_method_chunk`, which drops determiners and
        rating words) ends in a noun of :data:`_PARADIGM_DESCRIPTORS`; the word before it
        is, or ends in, a head of :data:`_PARADIGM_HEADS`. The words before the head (at most
        three) are lower-case words or hyphenated compounds, read from the right up to a
        word of prior work or judgement (:data:`~kg.extract.lexicon.PRIOR_WORK_MODIFIERS`,
        :data:`~kg.extract.lexicon.EVALUATIVE`, :data:`~kg.extract.lexicon.NP_STRIP_LEFT`,
        :data:`_ESTABLISHED_WORDS`: "off-the-shelf machine learning methods") or of time or amount
        (:data:`_PARADIGM_TIME_WORDS`: "the initial training stage").
        "learning" and "training" need one such word ("a training framework" names none);
        "fine-tuning" and "pre-training" stand alone. A proposed name, a research field
        (:data:`~kg.extract.lexicon.FIELDS`: "machine learning methods") and a technique
        that ends where a method another rule found ends are left alone.
        Source: the class "paradigm before a descriptor noun" of methods round 21 (dev misses).
        """
        text = self.text
        taken = [(c.start, c.end) for c in self.cands if c.etype == "Method"]
        for chunk in self._nps_ending_in(_PARADIGM_DESCRIPTORS):
            sp = self._trim_method_chunk(chunk)
            if sp is None or sp.end != chunk.end:
                continue
            words = text[sp.start_char:sp.end_char].split(" ")
            if len(words) < 2:
                continue
            head = words[-2].lower()
            if head not in _PARADIGM_HEADS and head.rsplit("-", 1)[-1] not in _PARADIGM_HEADS:
                continue
            mods = []
            for w in reversed(words[:-2]):
                lw = w.lower()
                if len(mods) == 3 or lw in L.PRIOR_WORK_MODIFIERS or lw in L.EVALUATIVE or lw in _ESTABLISHED_WORDS \
                        or lw in L.NP_STRIP_LEFT or not w.islower() or not lw.replace("-", "").isalpha() \
                        or lw in _PARADIGM_TIME_WORDS:  # ("the initial training stage")
                    break
                mods.insert(0, w)
            if head in ("learning", "training") and (not mods or all(_STRUCTURE_MODIFIER.match(m.lower()) for m in mods)):
                continue  # ("a two-stage training strategy": how training is arranged, no technique)
            tech = " ".join(mods + [words[-2]])
            end = sp.end_char - len(words[-1]) - 1
            start = end - len(tech)
            if text[start:end] != tech or _norm(tech) in proposed_keys or tech.lower() in L.FIELDS:
                continue  # ("machine learning methods": a field's methods, no technique)
            if any(y == end and x < end for x, y in taken):
                continue  # ("adversarial training techniques": the known-technique rule has it)
            self.add(start, end, "Method", self._method_role(start, "method-np"), "method-paradigm", 0.6)

    def _through_means(self, i: int) -> bool:
        """Whether "through" at token ``i`` introduces the means of an action, as a verb of
        use does: "validate these findings through causal intervention", "groups related
        constraints through community detection", "obtained through weight
        reinitialization". Not where it opens a viewpoint or a passage ("through the lens
        of", "through the eyes of", "pass through the layers", "search through the space"),
        before a count ("through three innovations": the paper's own parts), or where no
        word comes before it.

        Args:
            i: token index of a "through".
        Returns:
            True when the words after it can be read as a means.
        """
        low = self.lower
        if i == 0 or not self.is_alpha[i - 1] and low[i - 1] != ",":
            return False
        if low[i - 1] in _THROUGH_PASSAGE_VERBS and self.pos[i - 1] != "NOUN":
            return False
        k = i + 1
        if k < len(low) and low[k] in ("a", "an", "the"):
            k += 1
        if k < len(low) and (low[k] in _THROUGH_VIEW_NOUNS or low[k] in _NUMBER_WORDS or low[k][:1].isdigit()
                             or low[k] in ("few", "several", "many", "multiple", "various")):
            return False  # "through the lens of", "through three primary innovations"
        return True

    def _phrase_after_use_cue(self, proposed_keys: set[str]):
        """A noun phrase of two to five words ending in a lower-case head right after a cue
        of use names the technique the work uses, whatever its head (rule ``method-use-np``): "relies on
        optimal transport", "using concentration inequalities", "leverages code execution",
        "combines axis-aligned splits", "applying the discrete Ricci curvature". The rules before
        this one need a technique head or a known technique; this one reads the cue as the
        evidence, which on the development abstracts is right more often than not.

        The cue is a verb of :data:`~kg.extract.lexicon.USE_VERBS` (with "via"), a form of
        "incorporate", "combine" or "integrate" (:data:`_INCORPORATE`,
        :data:`_COMBINE_FORMS`), a phrase of :data:`_USE_CUE_PHRASES` ("based on", "relies
        on"), or "with" right after a verb ("trained with X"); then an optional article and
        "the use of". The noun chunk that starts there (:meth:`_lower_technique_phrase`),
        trimmed (:meth:`_trim_method_chunk`), has two to :data:`_USE_PHRASE_MAX` words of
        letters, digits and hyphens, the last in lower case (a name alone is the other
        rules'), and ends in a noun that is no generic noun
        (:data:`~kg.extract.lexicon.GENERIC_NOUNS`), no data, benchmark or thing
        (:data:`~kg.extract.lexicon.DATASET_LIST_NOUNS`, ``BENCHMARK_HEADS``,
        ``PROCESS_OBJECT_NOUNS``, :data:`_KNOWN_DATA_HEADS`), no property, condition,
        relation, amount or reading (:data:`_NON_TECHNIQUE_HEADS`). Left out: a phrase that "of"
        or a hyphen goes on from ("the expressive power of NNs", "a small number of
        samples": a property or an amount), one opened by a past participle ("the learned
        dynamics", "the predicted distribution": a result of the work), a span another rule
        typed, a proposed name. One-word phrases ("planning", "attention") are left to the
        rules of one-word techniques: read after any cue they were wrong more often than
        right. Source: the class "technique phrase after a cue of use" of methods round 21
        (398 lower-case dev misses after a cue; "by" and "through" as cues, a Papers with
        Code word required in the phrase, one-word process nouns in "-ation", and the same
        phrase after a comparison cue were tried and lowered F1 or changed nothing).
        """
        low = self.lower
        n = len(low)
        taken = [(c.start, c.end) for c in self.cands]
        title = (self.doc._.paperkg_title or "").lower() if isinstance(self.doc._.paperkg_title, str) else ""
        for i in _positions_between(low, _PHRASE_CUE_WORDS, 0, n - 1):
            w = low[i]
            means = False  # a bare means "through"
            joined = False  # "with" after the object of a verb of combining
            part = False  # "with" after a noun: a technique part only
            if w in L.USE_VERBS or w in _INCORPORATE or w in _COMBINE_FORMS:
                k = i + 1
            elif w == "with":
                if i == 0 or self.pos[i - 1] not in ("VERB", "AUX"):
                    if COMBINE_WITH and self._combine_with_cue(i):
                        joined = True  # "combine X with Y"
                    elif WITH_PART and self._with_after_noun(i):
                        part = True  # "a network with skip connections": a part's head needed
                    else:
                        continue  # "ICL with privacy protection": no means
                k = i + 1
            elif w in _USE_CUE_FIRST and _after_cue_phrase(low, i) is not None:
                k = _after_cue_phrase(low, i)
            elif w == "through" and THROUGH_MEANS and self._through_means(i):
                k, means = i + 1, True  # (the phrase must be headed by a process noun, below)
            else:
                continue
            if k is None or k >= n:
                continue
            if low[k] in ("a", "an", "the"):
                k += 1
            if tuple(low[k:k + 3]) == ("the", "use", "of") or tuple(low[k:k + 2]) == ("use", "of"):
                k += 3 if low[k] == "the" else 2
            sp = self._lower_technique_phrase(k, proposed_keys, taken, generic_ok=USE_GENERIC_HEAD and (
                w in L.USE_VERBS or w in _INCORPORATE or means
                or w in _USE_CUE_FIRST and _after_cue_phrase(low, i) is not None))
            if sp is None:
                continue
            if means and (not re.fullmatch(_THROUGH_PROCESS_RE, low[sp.end - 1])
                          or _singular(low[sp.end - 1]) in _THROUGH_THING_NOUNS):
                continue  # "through a semantic mapper", "through the sampling procedure": a part or a passage
            if part and (_singular(low[sp.end - 1]) not in _WITH_PART_HEADS and low[sp.end - 1] not in _WITH_PART_HEADS
                         or any(low[j] in _WITH_OWN_WORDS for j in range(i + 1, sp.end))
                         or sp.end < n and self.is_alpha[sp.end] and self.pos[sp.end] in _COMBINE_CUT_POS):
                continue  # "with high probability", "with our novel loss", "with stage-based value / updates"
            if joined and (sp.end < n and self.is_alpha[sp.end] and self.pos[sp.end] in _COMBINE_CUT_POS
                           or low[sp.end - 1] in _COMBINED_CONTENT_HEADS):
                continue  # "with stage-based value / updates": the chunker cut the phrase short;
                # "integrating spatial structure with fine-grained street-level semantics": content
            self.add(sp.start_char, sp.end_char, "Method", self._method_role(sp.start_char, "method-np"),
                     "method-use-np", 0.45)
            taken.append((sp.start_char, sp.end_char))

    def _combine_with_cue(self, i: int) -> bool:
        """True when "with" at token ``i`` joins a second technique to the object of a verb of
        combining ("we combine SILVER with local updates", "integrate the security
        fine-tuning with standard instruction tuning", "combine it with sparsity
        constraints").

        Args:
            i: index of a "with" token.
        Returns:
            True if a form of combine / integrate (:data:`_COMBINE_WITH_VERBS`) stands at most
            six tokens before ``i`` in its sentence with only its object between (no verb,
            preposition, conjunction, pronoun other than "it" / "them" or punctuation). The
            phrase after "with" then goes through the filters of
            :meth:`_phrase_after_use_cue`, the word after it may be no noun, name, verb,
            adjective or number (:data:`_COMBINE_CUT_POS`: a phrase the chunker cut short), and
            its head no word of content or change (:data:`_COMBINED_CONTENT_HEADS`).
            "in conjunction / combination with" is no cue: on unannotated abstracts it
            joined a bound, a property or data as often as a technique (1 of 5 right).
        Source: misses of the development gold after "combine X with" (mu22: dev25, dev37,
        dev58, dev60, dev63, dev65, dev67 and others).
        """
        low = self.lower
        sent_start = self.sents[self.tok_sent.get(i, 0)].start
        for j in range(i - 1, max(sent_start, i - 7) - 1, -1):
            if low[j] in _COMBINE_WITH_VERBS:
                return j < i - 1  # an object between the verb and "with"
            if self.pos[j] in _COMBINE_OBJECT_BREAK_POS and low[j] not in ("it", "them", "-"):
                return False
        return False

    def _process_word_after_use_verb(self, proposed_keys: set[str]):
        """A lone process noun right after a verb of use names the technique the work
        applies (rule ``method-use-word``): "we adopt fuzzing, a technique ...", "compresses
        the gradients via sparsification", "by applying pruning to ...".

        The verb is a word of :data:`~kg.extract.lexicon.USE_VERBS` ("via" among them); the
        next token, with no article between (an article opens a phrase of the paper's own:
        "using the clustering of ..."), is one singular lower-case noun (hyphens allowed) of
        an operation ("-ization", "-isation", "-ification" or "-ing",
        :data:`_OPERATION_WORD_RE`; other "-ation" nouns, "via simulation", "leverages
        communication", name an activity as often) and the whole phrase: what follows is
        the end of the text, punctuation, a preposition other than "of", a conjunction or
        "to" (a gerund with an object, "using sampling methods", is the other rules'). The
        word is no task head
        (:data:`~kg.extract.lexicon.TASK_HEADS`), generic noun or thing
        (:data:`~kg.extract.lexicon.PROCESS_OBJECT_NOUNS`: "using information"), no
        property or relation (:data:`_NON_TECHNIQUE_HEADS`), overlaps no typed span and is
        no proposed name. Source: the one-word misses after a cue of use of methods round 25
        (:meth:`_phrase_after_use_cue` leaves one word out: after cues like "with" it was
        wrong more often than right). Dev +3 right, 0 false; on the 234 corpus abstracts
        with such a pair, 16 new items, 13 right ("via sparsification", "using sketching"),
        2 wrong ("via tooling", "leverage code-writing"), 1 unclear; with every "-ation"
        noun and plurals, 8 of 18 were right ("via simulations", "uses variation").

        Args:
            proposed_keys: normalised names of the paper's proposals.
        Effects:
            Adds ``Method`` candidates (confidence 0.45) with the role of :meth:`_method_role`.
        """
        low = self.lower
        n = len(low)
        taken = [(c.start, c.end) for c in self.cands]
        for i in _positions_between(low, _USE_VERBS_THROUGH, 0, n - 1):
            if low[i] not in L.USE_VERBS and not (low[i] == "through" and THROUGH_MEANS and self._through_means(i)):
                continue
            k = i + 1
            j = k + 1
            while j + 1 < n and self.words[j] == "-" and not self.ws[j - 1] and not self.ws[j]:
                j += 2  # "self-training" as three tokens
            unit = self.text[self.idx[k]:self.idx[j - 1] + len(self.words[j - 1])]
            head = unit.lower().rsplit("-", 1)[-1]
            if not unit.islower() or not re.fullmatch(r"[a-z]+(?:-[a-z]+)*", unit) \
                    or not re.fullmatch(_OPERATION_WORD_RE, head) or self.pos[j - 1] != "NOUN":
                continue
            if j < n and self.is_alpha[j] and (low[j] == "of" or not (
                    self.pos[j] in ("ADP", "CCONJ", "PART", "SCONJ") or low[j] in ("to", "and", "or", "with", "for"))):
                continue  # "using sampling methods", "via the aggregation of
            hs = _singular(head)
            if head in L.TASK_HEADS or hs in L.TASK_HEADS or unit.lower() in L.TASK_HEADS \
                    or head in L.GENERIC_NOUNS or hs in L.GENERIC_NOUNS or head in L.PROCESS_OBJECT_NOUNS \
                    or head in _NON_TECHNIQUE_HEADS or hs in _NON_TECHNIQUE_HEADS:
                continue
            s, e = self.idx[k], self.idx[k] + len(unit)
            if any(x < e and s < y for x, y in taken) or _norm(unit) in proposed_keys:
                continue
            self.add(s, e, "Method", self._method_role(s, "method-np"), "method-use-word", 0.45)
            taken.append((s, e))

    def _frame_nouns_from(self, proposed_keys: set[str]):
        """The field or technique after "ideas / concepts / tools / techniques / methods /
        insights from" is one the work builds on (rule ``method-frame-from``): "by exploiting
        ideas from submodular optimization", "using tools from tensor algebras", "draws on
        concepts from sorting networks and bandit theory" (each member of an "and" / "or"
        pair counts).

        The frame noun is one of :data:`_FROM_FRAME_NOUNS`; "from" follows it and the noun
        chunk right after "from" has no article or other determiner ("ideas from the
        literature", "principles from a few examples" give nothing). The trimmed chunk
        (:meth:`_trim_method_chunk`) has two to :data:`_USE_PHRASE_MAX` words, or one process
        noun ("optimization") or technique word; its head is a noun that names no source of
        text (:data:`_FROM_SOURCE_HEADS`: "prior works"), data, benchmark, thing or
        generic noun alone. A span another rule typed and proposed names are left alone.

        Args:
            proposed_keys: normalised names of the paper's proposals.
        Effects:
            Adds ``Method`` candidates (confidence 0.5) with the role of :meth:`_method_role`.
        Source: misses of the development gold (sessions 33-34) in this slot.
        """
        low = self.lower
        n = len(low)
        taken = [(c.start, c.end) for c in self.cands]
        for i in _positions_in(low, _FROM_FRAME_NOUNS):
            if i + 2 >= n or low[i + 1] != "from" or self.pos[i] != "NOUN":
                continue
            k = i + 2
            if low[k] == "both" and k + 1 < n:
                k += 1  # "concepts from both sorting networks and bandit theory"
            while k < n:
                ch = self.chunk_of.get(k)
                if ch is None or ch.start != k or self.pos[k] in ("DET", "PRON"):
                    break
                sp = self._trim_method_chunk(ch)
                if sp is None or sp.start != k:
                    break
                txt = self.text[sp.start_char:sp.end_char]
                head = low[sp.end - 1]
                hs = _singular(head)
                words_n = len(txt.split())
                ok = self.pos[sp.end - 1] in ("NOUN", "PROPN") and words_n <= _USE_PHRASE_MAX \
                    and not (sp.end < n and low[sp.end] in ("-", "of")) \
                    and head not in _FROM_SOURCE_HEADS and hs not in _FROM_SOURCE_HEADS \
                    and head not in L.DATASET_LIST_NOUNS and head not in L.BENCHMARK_HEADS \
                    and hs not in _KNOWN_DATA_HEADS and head not in L.PROCESS_OBJECT_NOUNS \
                    and head not in _NON_TECHNIQUE_HEADS
                if ok and words_n == 1:
                    ok = (re.fullmatch(L.PROCESS_HEAD_RE, head) is not None or head in L.STANDALONE_TECHNIQUES
                          or head in _STANDALONE_METHODS) and head not in L.GENERIC_NOUNS
                if ok and not any(x < sp.end_char and sp.start_char < y for x, y in taken) \
                        and _norm(txt) not in proposed_keys:
                    self.add(sp.start_char, sp.end_char, "Method", self._method_role(sp.start_char, "method-np"),
                             "method-frame-from", 0.5)
                    taken.append((sp.start_char, sp.end_char))
                # a second member: "sorting networks and bandit theory"
                if ch.end + 1 < n and low[ch.end] in ("and", "or") and ch.end == sp.end:
                    k = ch.end + 1
                    continue
                break

    def _frame_noun_object(self, proposed_keys: set[str]):
        """The noun phrase after "the <frame noun> of" that a cue of use or a preposition of
        means opens names an established technique or theory the work builds on (rule
        ``method-frame-of``): "leverages the concept of successor features", "based on the
        idea of annealing", "through the lens of information theory", "within the framework
        of stochastic interpolants", "under the principle of weight sharing".

        The frame noun is one of :data:`_FRAME_NOUNS` after "the"; the word before the
        article is a verb of use (:data:`~kg.extract.lexicon.USE_VERBS`, a form of
        "incorporate" or "combine") or a preposition of :data:`_FRAME_CUES` ("on" / "upon"
        only after a build word: "based on"). A verb that introduces the paper's own notion
        ("we introduce the notion of X") opens no such phrase. The noun chunk right after
        "of" (an article skipped), trimmed (:meth:`_trim_method_chunk`), has one to
        :data:`_USE_PHRASE_MAX` words and a noun head that is no data, benchmark, thing,
        property or amount (as :meth:`_lower_technique_phrase`; a generic noun only with a
        modifier: "successor features"); one word is a process noun ("annealing") or a
        technique of one word (:data:`~kg.extract.lexicon.STANDALONE_TECHNIQUES`:
        "dropout"), not a property ("smoothness"); a process noun the parser left outside
        any chunk counts alone. After the loose frames of :data:`_LOOSE_FRAME_NOUNS` ("the
        lens of", "the notion of") the phrase must look like a technique
        (:meth:`_technique_shaped`). A span another rule typed and proposed names are left
        alone. Source: the class "the <frame noun> of X" of methods round 24 (about 25 dev
        misses; on 3,000 corpus abstracts "lens" and "notion" before properties were the
        wrong ones).

        Args:
            proposed_keys: normalised names of the paper's proposals.
        Effects:
            Adds ``Method`` candidates (confidence 0.5) with the role of :meth:`_method_role`.
        """
        low = self.lower
        n = len(low)
        taken = [(c.start, c.end) for c in self.cands]
        for i in _positions_in(low, _FRAME_NOUNS):
            if i < 2 or i + 2 >= n or low[i + 1] != "of" or low[i - 1] != "the":
                continue
            cue = low[i - 2]
            if not (cue in L.USE_VERBS or cue in _INCORPORATE or cue in _COMBINE_FORMS or cue in _FRAME_CUES):
                continue
            if cue in ("on", "upon") and (i < 3 or low[i - 3] not in L.BUILD_ON_WORDS):
                continue
            k = i + 2
            if low[k] in ("a", "an", "the"):
                k += 1
            if k >= n:
                continue
            ch = self.chunk_of.get(k)
            if ch is None and self.is_alpha[k] and re.fullmatch(L.PROCESS_HEAD_RE, low[k]) \
                    and (k + 1 == n or not self.is_alpha[k + 1] or self.pos[k + 1] in ("ADP", "CCONJ")):
                sp = Span(self.doc, k, k + 1)  # "the idea of annealing": a process noun the parser left out
            elif ch is None or ch.start != k:
                continue
            else:
                sp = self._trim_method_chunk(ch)
            if sp is None:
                continue
            txt = self.text[sp.start_char:sp.end_char]
            if not 1 <= len(txt.split()) <= _USE_PHRASE_MAX or self.pos[sp.end - 1] not in ("NOUN", "PROPN") \
                    and sp.end - sp.start > 1:
                continue
            if sp.end < n and low[sp.end] in ("-", "of"):
                continue
            head = low[sp.end - 1]
            hs = _singular(head)
            if (head in L.GENERIC_NOUNS or hs in L.GENERIC_NOUNS) and sp.end - sp.start == 1 \
                    or head in L.DATASET_LIST_NOUNS \
                    or head in L.BENCHMARK_HEADS or hs in _KNOWN_DATA_HEADS or head in L.PROCESS_OBJECT_NOUNS \
                    or head in _NON_TECHNIQUE_HEADS:
                continue  # (a generic head with a modifier passes: "successor features", "information theory")
            if sp.end - sp.start == 1 and not (re.fullmatch(L.PROCESS_HEAD_RE, head) and (
                    self.pos[sp.start] == "NOUN" or ch is None or sp.end == n or not self.is_alpha[sp.end])
                                               or head in L.STANDALONE_TECHNIQUES or head in _STANDALONE_METHODS):
                continue  # "the notion of smoothness", "the lens of symmetry": a property; "the idea of applying X"
            if sp.end - sp.start == 1 and head.endswith("ing") and sp.end < n \
                    and self.pos[sp.end] in ("DET", "PROPN", "NOUN", "ADJ", "NUM", "PRON"):
                continue  # "the idea of applying EF21 to ...": a gerund and its object
            if low[i] in _LOOSE_FRAME_NOUNS and not self._technique_shaped(sp):
                continue  # "through the lens of distribution shift", "the notion of positive-pair graphs"
            if any(x < sp.end_char and sp.start_char < y for x, y in taken) or _norm(txt) in proposed_keys:
                continue
            self.add(sp.start_char, sp.end_char, "Method", self._method_role(sp.start_char, "method-np"),
                     "method-frame-of", 0.5)
            taken.append((sp.start_char, sp.end_char))

    def _technique_shaped(self, sp: Span) -> bool:
        """Whether the noun phrase ``sp`` has the shape of a technique or theory name: its
        head is a method or technique noun (:data:`~kg.extract.lexicon.METHOD_HEADS`,
        ``TECHNIQUE_HEADS``), "theory" or a process noun in "-ation" / "-ing"
        (:data:`~kg.extract.lexicon.PROCESS_HEAD_RE`: "discrete cosine transformation",
        "preference-based learning"), or one of its words has a capital past the first
        letter or starts a word that does not start the sentence ("CMAB", "Hierarchical
        RL"). Properties and phenomena ("network sharpness", "distribution shift") have none
        of these."""
        head = self.lower[sp.end - 1]
        hs = _singular(head)
        if head in L.METHOD_HEADS or hs in L.METHOD_HEADS or head in L.TECHNIQUE_HEADS or hs in L.TECHNIQUE_HEADS \
                or hs == "theory" or re.fullmatch(L.PROCESS_HEAD_RE, head):
            return True
        sent_start = self.sents[self.tok_sent[sp.start]].start
        return any(any(c.isupper() for c in self.words[k][1:]) or self.words[k][:1].isupper() and k != sent_start
                   for k in range(sp.start, sp.end))

    def _kind_named_before_generic_head(self, sp: Span, lead: int) -> bool:
        """Whether the modifiers of ``sp``, a lower-case phrase headed by a generic noun
        (:data:`_KIND_GENERIC_HEADS`), name a kind of technique, so that the phrase names one
        (:data:`USE_GENERIC_HEAD`): "an evolutionary strategy", "neural density estimation",
        "binary search", "contrastive training". Each modifier word (the
        parts of a hyphenated one apart) is in lower case, no number, no past participle or
        past tense ("the learned policy", "a trained network"), and no word of judgement,
        place in the literature, amount or generic kind (:data:`~kg.extract.lexicon.EVALUATIVE`,
        ``NP_STRIP_LEFT``, ``PRIOR_WORK_MODIFIERS``, ``GENERIC_MODIFIERS``,
        ``GENERIC_NOUNS``, ``TECHNIQUE_QUALIFIERS``, ``DATASET_LIST_NOUNS``: "a separate
        network", "a larger model", "the same strategy", "image networks"); a modifier
        ending in "-ed" is left out too ("masked", "weighted" are read by other rules), as
        are a field ("machine learning", :data:`~kg.extract.lexicon.FIELDS`) and a phrase
        after a number ("via three sequential modular networks": the paper's own parts).

        No word from ``lead`` (where the untrimmed phrase starts) on is one of novelty,
        ownership or choice (:data:`_KIND_OWN_OR_CHOICE_WORDS`: "a novel sampling strategy",
        "different attention strategies": the paper's own part or one of several).

        Args:
            sp: the trimmed phrase of two or more words; its head is the last token.
            lead: token index where the phrase starts, before trimming.
        Returns:
            True when every modifier passes and there is at least one.
        Source: the lower-case misses after a verb of use on the blind-annotated dev80-dev99
        (mu53: 32 of 439 lower-case misses end in a generic noun after a cue).
        """
        low, tag = self.lower, self.tag
        if self.text[sp.start_char:sp.end_char].lower() in L.FIELDS:
            return False  # "based on machine learning": a field
        if any(low[j] in _KIND_OWN_OR_CHOICE_WORDS for j in range(min(lead, sp.start), sp.end)):
            return False  # "employ a novel sampling strategy": the paper's own part
        if sp.start > 0 and (low[sp.start - 1] in _NUMBER_WORDS or tag[sp.start - 1] == "CD"):
            return False  # "via three sequential modular networks": the paper's own parts
        words = 0
        for k in range(sp.start, sp.end - 1):
            w = low[k]
            if w == "-":
                continue
            for part in w.split("-"):
                if not part.isalpha() or part in L.EVALUATIVE or part in L.NP_STRIP_LEFT \
                        or part in L.PRIOR_WORK_MODIFIERS or part in L.GENERIC_MODIFIERS or part in L.GENERIC_NOUNS \
                        or part in L.TECHNIQUE_QUALIFIERS or part in L.DATASET_LIST_NOUNS or part in _NUMBER_WORDS:
                    return False
            if not self.words[k].islower() or tag[k] in ("VBN", "VBD", "CD") or w.endswith("ed"):
                return False
            words += 1
        return words > 0

    def _lower_technique_phrase(self, k: int, proposed_keys: set[str],
                                taken: list[tuple[int, int]], generic_ok: bool = False) -> Optional[Span]:
        """The lower-case technique phrase that starts at token ``k`` right after a cue of
        use (:meth:`_phrase_after_use_cue`), or None: the
        trimmed noun chunk that starts at ``k`` (:meth:`_trim_method_chunk`), of two to
        :data:`_USE_PHRASE_MAX` words of letters, digits and hyphens, the last one in lower
        case (a name may modify it: "2D convolution", "discrete Ricci curvature"), headed by a
        noun that is no generic noun, data, benchmark, thing, property, condition, relation,
        amount or reading (:data:`~kg.extract.lexicon.GENERIC_NOUNS`,
        ``DATASET_LIST_NOUNS``, ``BENCHMARK_HEADS``, ``PROCESS_OBJECT_NOUNS``,
        :data:`_KNOWN_DATA_HEADS`, :data:`_NON_TECHNIQUE_HEADS`), not opened by a past
        participle, not gone on from by "of" or a hyphen, not the first of a list before a
        shared descriptor ("graph coarsening and sparsification methods"), overlapping no
        span of ``taken`` (character offsets) and no proposed name. With ``generic_ok``
        (a verb of use or a means "through" before it, :data:`USE_GENERIC_HEAD`) a generic head of
        :data:`_KIND_GENERIC_HEADS` is kept when its modifiers name a kind
        (:meth:`_kind_named_before_generic_head`)."""
        low = self.lower
        n = len(low)
        ch = self.chunk_of.get(k)
        if ch is None or ch.start != k:
            return None
        items = self._coordinated_chunks(k)
        if len(items) > 1 and low[items[-1].end - 1] in _KNOWN_TECHNIQUE_TAILS:
            return None  # "graph coarsening and sparsification methods": a shared head
        sp = self._trim_method_chunk(ch)
        if sp is None:
            return None
        txt = self.text[sp.start_char:sp.end_char]
        parts = txt.split()
        if not 2 <= len(parts) <= _USE_PHRASE_MAX or not parts[-1].islower() \
                or not all(p.replace("-", "").isalnum() for p in parts):
            return None  # (a name may modify the head: "2D convolution", "discrete Ricci curvature")
        if sp.end < n and low[sp.end] in ("-", "of"):
            return None  # "the expressive power of NNs", "LLM- and rule-based X"
        if self.pos[sp.end - 1] != "NOUN" or self.tag[sp.start] in ("VBN", "VBD"):
            return None  # "knowledge sources such (as)"; "the learned dynamics"
        head = low[sp.end - 1]
        hs = _singular(head)
        if (head in L.GENERIC_NOUNS or hs in L.GENERIC_NOUNS) and not (
                generic_ok and head in _KIND_GENERIC_HEADS and self._kind_named_before_generic_head(sp, k)) \
                or head in L.DATASET_LIST_NOUNS \
                or head in L.BENCHMARK_HEADS or hs in _KNOWN_DATA_HEADS or head in L.PROCESS_OBJECT_NOUNS \
                or head in _NON_TECHNIQUE_HEADS:
            return None
        if any(x < sp.end_char and sp.start_char < y for x, y in taken) or _norm(txt) in proposed_keys:
            return None
        return sp

    def _name_after_compare_cue(self, proposed_keys: set[str]):
        """A name past a few words after a comparison cue is a baseline the paper compares
        with (rule ``method-compared-past``, role ``compared``): "performs comparably to
        EnCodec", "surpassing that of FedAvg", "compared to full-precision LDM-4",
        "outperforms both SLiC and DPO" (the name rules read a name only right after a cue,
        after a determiner, or past rating words).

        The cue is read by :meth:`_compare_cue_end` ("than", "outperforms", "compared to",
        "comparably to", "over" after a word of advantage); then "that of" / "those of", a
        determiner, "state-of-the-art" and at most three lower-case modifiers (adjectives,
        nouns, adverbs, hyphenated compounds: "full-precision", "larger") are skipped. The
        name that starts there is a strong name (:mod:`kg.extract.names`: a capital after
        its first letter or a digit) in the cue's sentence, longer than three characters
        unless the method gazetteer knows it ("UNQ", "ID" are left out), and no proposed
        name, known dataset, device, measured quantity or name before a data or task noun
        ("than the X benchmark"); a span another rule typed is left alone. Source: the class
        "name a few words after a comparison cue" of methods round 21 (25 named dev misses
        after a comparison cue).
        """
        low, words = self.lower, self.words
        taken = [(c.start, c.end) for c in self.cands]
        title = (self.doc._.paperkg_title or "").lower() if isinstance(self.doc._.paperkg_title, str) else ""
        for sent in self.sents:
            hi = sent.end
            for i, k in self._compare_cue_ends(sent):
                if k + 1 < hi and low[k] in ("that", "those") and low[k + 1] == "of":
                    k += 2  # "surpassing that of X"
                if k < hi and self.pos[k] == "DET":
                    k += 1
                if k + 6 < hi and low[k:k + 7] == ["state", "-", "of", "-", "the", "-", "art"]:
                    k += 7
                for _ in range(3):
                    if k >= hi or k in self.name_at:
                        break
                    e = self._unit_end(k, hi)
                    unit = "".join(words[k:e])
                    if not unit.islower() or not unit.replace("-", "").isalpha() \
                            or e == k + 1 and self.pos[k] not in ("ADJ", "NOUN", "ADV"):
                        break  # ("compared to full-precision LDM-4", "than larger X")
                    k = e
                nm = self.name_at.get(k)
                if nm is None or nm.label_ != "STRONG" or self.tok_sent.get(nm.start) != self.tok_sent.get(i):
                    continue
                n_text = self._span_text(nm)
                key = _norm(n_text)
                if len(n_text) <= 3 and key not in self.method_gaz_keys:
                    continue
                if key in proposed_keys or key in self.dataset_gaz_keys or self._not_a_method_name(nm) \
                        or self._measure_name(nm.start) or nm.end < len(low) and (
                            low[nm.end] in L.BENCHMARK_HEADS or self._task_data_head(nm) is not None):
                    continue
                if any(x < nm.end_char and nm.start_char < y for x, y in taken):
                    continue
                self.add(nm.start_char, nm.end_char, "Method", "compared", "method-compared-past", 0.6)
                taken.append((nm.start_char, nm.end_char))

    def _own_variant(self, chunk: Span) -> bool:
        """Is the noun phrase ``chunk`` the paper's own contribution: inside one of
        :meth:`_own_contribution_phrases` ("we propose a group sampling strategy"), after a
        proposed name in its sentence ("we propose X, a two-stage weight pruning
        approach"), or headed by a singular descriptor in a sentence about the paper's own
        work (:meth:`_self_sentence`: "we employ a per-example pruning scheme"; a plural,
        "we leverage model pruning techniques", names a kind of technique that exists
        apart from the paper)? Its technique word is then the established
        ingredient the guidelines ask for ("self-distillation" of "a per-client
        self-distillation approach"), not the own variant's name."""
        own = self._own_phrases_memo
        if own is None:
            own = self._own_phrases_memo = self._own_contribution_phrases()
        si = self.tok_sent[chunk.start]
        return any(s <= chunk.start and chunk.end <= e for s, e in own) or any(
            p.sent == si and p.end <= chunk.start_char for p in self.proposed) or (
            not self.lower[chunk.end - 1].endswith("s") and self._self_sentence(si))

    def _camel_case_model_names(self, proposed_keys: set[str]):
        """A CamelCase name that no rule typed is a model or system the paper uses or
        compares against (rule ``method-camel``): "outputs produced by ChatGPT", "the
        standard method, FedAvg", "the accuracy of ConvNeXt". The shape (a capital right
        after a lower-case letter, :data:`_CAMEL_RE`) is rare in names of datasets, tasks
        and metrics, which the earlier rules typed anyway (a name that overlaps any
        candidate is left alone). Not taken: a name of several words, one that starts
        lower-case ("fMRI", "arXiv"), two glued words (:data:`_GLUED_RE`), a venue or
        platform (:data:`_NON_MODEL_NAMES`), a name with a lower-case word glued on
        ("LoRA-rank"), a name after "on" / "from" (data: "evaluated on X"; "built on X"
        stays), a name in the title, in a sentence that proposes or names the paper's
        own work (:meth:`_own_name_sentence`) or up to three words after "our" ("our
        method X"), a name that modifies a lower-case noun
        other than a model head ("the QuickGraph structure"), a proposed, dataset, hardware or
        adjectival name (:meth:`_not_a_method_name`, :meth:`_system_name`), an acronym
        the abstract defines (the acronym rules read those), and a name before a
        benchmark or data head noun.

        Corpus check (1,500 random abstracts, session 23): 48 names, 29 read right (GPT
        products, FedAvg, ViT, NeRFs, CoT, MoE), the wrong ones mostly the paper's own
        systems no proposal rule found, datasets or environments ("StarCraft II").
        """
        taken = [(c.start, c.end) for c in self.cands]
        title = (self.doc._.paperkg_title or "").lower() if isinstance(self.doc._.paperkg_title, str) else ""
        for n in self.names:
            t = self._span_text(n)
            if not _CAMEL_RE.search(t) or any(s < n.end_char and n.start_char < e for s, e in taken):
                continue
            if " " in t or _GLUED_RE.search(t) or t in _NON_MODEL_NAMES or not t[:1].isupper() \
                    or re.search(r"-[a-z]{3,}$", t):
                continue  # (a lower-case word glued to the name is a compound: "LoRA-rank")
            if n.start > 0 and self.lower[n.start - 1] in ("on", "from") and not (
                    n.start > 1 and self.lower[n.start - 2] in L.BUILD_ON_WORDS):
                continue  # "evaluated on X", "tokens from X": data, not a model
            key = _norm(t)
            if t.lower() in title or self._own_name_sentence(key) \
                    or "our" in self.lower[max(self.sents[self.tok_sent[n.start]].start, n.start - 3):n.start]:
                continue  # the paper's own system that no proposal rule caught
            if key in proposed_keys or key in self.dataset_gaz_keys or self._not_a_method_name(n) \
                    or not self._system_name(t) or self._pair_of(n.start_char, n.end_char) is not None:
                continue
            if n.end < len(self.doc) and (self.lower[n.end] in L.BENCHMARK_HEADS or self._task_data_head(n) is not None):
                continue
            if n.end < len(self.doc) and self.pos[n.end] == "NOUN" and self.words[n.end].islower() \
                    and self.lower[n.end] not in _NAMED_MODEL_HEADS and _singular(self.lower[n.end]) not in L.METHOD_HEADS:
                continue  # "the QuickGraph structure", "the GitHub version": a modifier of a thing
            self.add(n.start_char, n.end_char, "Method", self._method_role(n.start_char), "method-camel", 0.5)

    def _own_name_sentence(self, key: str) -> bool:
        """Whether a name-shaped span whose normalised text is ``key`` stands in a
        sentence about the paper's own work (:meth:`_self_sentence`) that has a verb of
        proposing or naming (:data:`~kg.extract.lexicon.PROPOSE_VERBS`,
        :data:`_NAMING_VERBS`: "we introduce X", "we call it X"): the name is then the
        paper's own system, not a model it uses.

        Linear in the Doc: the names are grouped by key once per Doc, each answer is
        memoised per key and the verb test per sentence (:meth:`_naming_verb_sentence`).
        Rescanning every name, and each one's sentence, per CamelCase name took time cubic
        in a sentence's length (a run-on "abstract" of 20,000 characters with no full stop,
        its words drawn from one real abstract: 26 s in this method alone, session 43)."""
        memo = self.__dict__.get("_own_name_memo")
        if memo is None:
            memo = self._own_name_memo = {}
            by_key = self._names_by_key = {}
            for n in self.names:
                by_key.setdefault(_norm(self._span_text(n)), []).append(n)
        found = memo.get(key)
        if found is None:
            found = memo[key] = any(
                self._self_sentence(si) and self._naming_verb_sentence(si)
                for si in (self.tok_sent[n.start] for n in self._names_by_key.get(key, ())))
        return found

    def _naming_verb_sentence(self, si: int) -> bool:
        """Whether sentence ``si`` has a verb of proposing or naming, in any inflection
        (:func:`_naming_verb_stem`: "introduces", "named"). Memoised per sentence."""
        memo = self.__dict__.setdefault("_naming_verb_memo", {})
        found = memo.get(si)
        if found is None:
            sent = self.sents[si]
            found = memo[si] = any(_naming_verb_stem(w) in L.PROPOSE_VERBS or _naming_verb_stem(w) in _NAMING_VERBS
                                   for w in self.lower[sent.start:sent.end])
        return found

    def _model_family_plural(self, sp: Span) -> bool:
        """Whether ``sp`` is a plural model noun ("models", "networks", "nets") whose
        modifiers name a class of architectures: at least one modifier of
        :data:`_FAMILY_MODIFIERS` ("generative", "autoregressive", "foundation",
        "equivariant", "convolutional", "Transformer") and the others of it or of
        :data:`_FAMILY_MODIFIER_COMPANIONS` ("deep", "large", "pretrained"). Such a
        phrase names a model family the paper uses, studies or compares against ("deep
        generative models", "large foundation models", "autoregressive models"), while
        the generic-head gate of the noun-phrase rule refuses "models" after any other
        modifier ("future models", "related models", "selected models"). A modifier that
        names a mapping between kinds of data counts as a family modifier too
        (:meth:`_mapping_modifier`: "text-to-image models", "pretrained text-to-video
        models"). Hyphens are read whole ("energy-based"); a phrase with no modifier is no
        family.
        """
        hl = self.lower[sp.end - 1]
        if hl not in ("models", "networks", "nets"):
            return False
        mods = self.text[sp.start_char:self.idx[sp.end - 1]].lower().split()  # (hyphenated words whole)
        if not mods:
            return False
        if not any(w in _FAMILY_MODIFIERS or self._mapping_modifier(w) for w in mods):
            return False
        return all(w in _FAMILY_MODIFIERS or w in _FAMILY_MODIFIER_COMPANIONS or self._mapping_modifier(w)
                   for w in mods)

    @staticmethod
    def _mapping_modifier(word: str) -> bool:
        """Whether the lower-case ``word`` names a mapping between two kinds of data
        ("text-to-image", "image-to-image", "speech-to-text"; :data:`_MAPPING_MODIFIER_RE`),
        not an arrangement or a count ("end-to-end", "one-to-many",
        :data:`_NON_MAPPING_SIDES`)."""
        m = _MAPPING_MODIFIER_RE.match(word)
        return m is not None and m.group(1) not in _NON_MAPPING_SIDES and m.group(2) not in _NON_MAPPING_SIDES

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

    def _component_head_ok(self, sp: Span) -> Optional[Span]:
        """The noun phrase ``sp`` headed by a noun of :data:`_COMPONENT_HEADS`, as the
        noun-phrase rule reads it: without a lower-case verb that opens it ("tuning SAT
        solvers" -> "SAT solvers", "verifies BC layers" -> "BC layers"); None when every
        modifier is a quality (:data:`~kg.extract.lexicon.TECHNIQUE_QUALIFIERS`,
        :data:`~kg.extract.lexicon.EVALUATIVE`: "a fast solver"), when the head
        ends a hyphenated adverb ("layer-by-layer"), for "layer(s)" when the word before
        it is one of :data:`_LAYER_POSITION_WORDS` ("the hidden layers", "network layers":
        which layer, not which kind) and for "mechanism(s)" when a modifier (or a part of a
        hyphenated one) is one of :data:`_STUDIED_MECHANISM_WORDS` ("causal mechanisms",
        "the data-generating mechanism"), and when the modifiers of two or more words form a
        known technique (:func:`~kg.extract.gazetteer.technique_keys`: "a matrix
        factorization mechanism" names matrix factorization, left to the known-technique
        rules, as "adversarial training techniques" names adversarial training). The
        technical-modifier test of the rule still follows."""
        start, hi = sp.start, sp.end - 1
        if hi - start >= 2 and self.tag[start] in ("VBG", "VBZ", "VB", "VBD") and self.words[start].islower() \
                and self.ws[start]:
            start += 1
        if hi > start and self.words[hi - 1] == "-" and not self.ws[hi - 1]:
            if hi - 2 >= start and self.lower[hi - 2] == "by":
                return None
        if all(self.lower[k] in L.TECHNIQUE_QUALIFIERS or self.lower[k] in L.EVALUATIVE for k in range(start, hi)):
            return None  # "a fast solver", "an exact projection": a quality, not a kind
        head = _singular(self.lower[hi])
        if head == "layer" and hi > start and self.lower[hi - 1] in _LAYER_POSITION_WORDS:
            return None
        if head == "mechanism" and any(p in _STUDIED_MECHANISM_WORDS for k in range(start, hi)
                                       for p in self.lower[k].split("-")):
            return None
        if hi - start >= 2 and _norm(self.text[self.doc[start].idx:self.doc[hi - 1].idx + len(self.words[hi - 1])]) \
                in technique_keys():
            return None  # "a matrix factorization mechanism": the known technique, as the known-technique rules read it
        return sp if start == sp.start else Span(self.doc, start, sp.end)

    def _technical(self, sp: Span) -> bool:
        """Positive evidence that a noun phrase with a generic method head ("model",
        "encoder", "learning", ...) names a technique: the phrase is a Papers with Code
        method name, or one of its modifiers is a name ("CLIP image encoder", "ReLU
        nets"), a depth ("two-layer networks") or a word of the Papers with Code method vocabulary
        (:func:`~kg.extract.gazetteer.method_words`: "diffusion", "contrastive") that
        is not in :data:`~kg.extract.lexicon.GENERIC_MODIFIERS` ("feature", "base",
        "prediction"), or its last one to three words form a known technique, also
        spelt with other hyphens and spaces ("bi-level optimization" for "bilevel
        optimization", :func:`~kg.extract.gazetteer.technique_squashed_keys`); a family
        noun ("methods", "techniques") counts when its modifiers alone form one
        ("fairness methods").
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
        squashed = technique_squashed_keys()
        family = self.lower[sp.end - 1] in ("methods", "techniques", "approaches", "algorithms")
        mods_end = self.idx[sp.end - 1]
        for k in range(max(sp.start, sp.end - 5), sp.end - 1):  # (hyphens are tokens)
            w = self.lower[k]
            if w in L.GENERIC_MODIFIERS or w in L.EVALUATIVE or w == "-" or k > sp.start and self.words[k - 1] == "-":
                continue
            phrase = self.text[self.idx[k]:sp.end_char]
            if _norm(phrase) in known or squash(phrase) in squashed:
                return True  # "decision-aware reinforcement learning", "bi-level optimization"
            mods = self.text[self.idx[k]:mods_end].strip()
            if family and (_norm(mods) in known or squash(mods) in squashed):
                return True  # "fairness methods": a family named by a known topic
        return False

    def _token_at_char(self, char: int) -> Optional[int]:
        """``doc.char_span(char, char + 1, alignment_mode="expand").start`` from the token
        columns, without the Span and Token objects that call creates: the token whose
        text or following space holds character ``char``, the next token when ``char`` is
        that space (possibly ``len(doc)``). None when ``char`` is outside the text.
        (The tokens tile the text, so the last token starting at or before ``char``
        holds it: spaCy's ``token_by_char``.)"""
        if char < 0 or char >= len(self.text):
            return None
        i = bisect_right(self.idx, char) - 1
        if char == self.idx[i] + len(self.words[i]):
            i += 1
        return i

    def _method_role(self, char: int, rule: str = "") -> str:
        """Role of a method mention starting at character ``char``.

        ``"compared"`` after a comparison cue ("outperforms X", "than X") within the
        8 preceding tokens of its sentence, or in a list that "unlike" / "in contrast
        to" opens in a sentence about the paper's own work ("Unlike GCN, GAT or
        GraphSAGE, our model ..."); ``"mention"`` when the text names it only as
        background (:meth:`_is_background`); else ``"used"``.
        """
        i = self._token_at_char(char)
        if i is None:
            return "used"
        si = self.tok_sent.get(i, 0)
        start = self.sents[si].start
        first = self._list_start(i, start)
        lo = max(start, first - 8)
        if self._contrast_opener(first, start) and self._self_sentence(si):
            return "compared"  # "Unlike GCN, GAT or GraphSAGE, our model ...": every item
        for k in range(lo, i):
            w = self.lower[k]
            if w in L.COMPARE_CUES or w.startswith(("outperform", "surpass", "compar", "beat")):
                if OTHER_THAN_NOT_COMPARED and w == "than" and k > start and self.lower[k - 1] == "other":
                    continue  # "divergences other than the KL divergence": a choice set apart, no baseline
                if self._measure_name(i):
                    return "mention"  # "10x more tokens than the Chinchilla budget": no baseline
                return "compared"
        for k in range(lo, i):  # "superior performance to X", "a 5% improvement over X",
            # "improves accuracy by 4.1% over X" (the advantage word up to five words before)
            if self.lower[k] in ("over", "upon") and (self._advantage_before(k, lo) or self._measured_gain_before(k, lo)) \
                    and not any(w in _MEANS_WORDS for w in self.lower[k + 1:i]) \
                    or self.lower[k] == "to" and any(w in _SUPERIOR_TO for w in self.lower[max(lo, k - 3):k]):
                return "compared"  # (not the means after the baseline: "improves upon X by Y")
        if self._is_background(i, si, rule) or self._negated(i, start):
            return "mention"
        return "used"

    def _measure_name(self, i: int) -> bool:
        """Whether the name that starts at token ``i`` measures an amount rather than naming
        a baseline: it is followed by a noun of amount (:data:`_MEASURE_NOUNS`: "the
        Chinchilla budget", "GPT-3 scale", "a Chinchilla-optimal count"). Its words are
        the capitalised, numeric and hyphen tokens from ``i`` on."""
        words, low, n = self.words, self.lower, len(self.words)
        j = i
        while j < n and (words[j][:1].isupper() or words[j][:1].isdigit() or words[j] in ("-", ".")
                         and j + 1 < n and not self.ws[j - 1] and words[j + 1][:1].isalnum()):
            j += 1
        return j > i and j < n and low[j] in _MEASURE_NOUNS

    def _negated(self, i: int, start: int) -> bool:
        """Whether the method at token ``i`` (sentence start ``start``) is named as what the
        paper does without: a negation (:data:`_NEGATIONS`: "without", "not", "no",
        "never", "instead of", "eliminates the need for", "avoids") at most six tokens
        before it in the same clause (no comma, semicolon, colon, "but" / "while" /
        "whereas" / "which" / "that" or preposition of means, "by" / "with" / "using",
        between: "we avoid these problems by X" uses X). "not only" / "not just" are no negation,
        and neither is "with and without X" or "cannot ... without X" (the paper needs X).
        The method is then only mentioned, not used."""
        low = self.lower
        for k in range(i - 1, max(start, i - 6) - 1, -1):
            w = low[k]
            if w in _CLAUSE_ENDS:
                return False
            if w not in _NEGATIONS and not w.startswith(_NEGATION_STEMS) and not (
                    w == "of" and k > start and low[k - 1] == "instead"):
                continue
            if w in ("not", "n't") and k + 1 < i and low[k + 1] in ("only", "just", "merely", "solely"):
                return False  # "we not only use X but also ..."
            if w == "without" and (k - 2 >= start and low[k - 1] in ("and", "or") and low[k - 2] == "with"
                                   or any(low[q] in _DOUBLE_NEGATIONS for q in range(max(start, k - 4), k))):
                return False  # "with and without X", "cannot be solved without X"
            return True
        return False

    def _contrast_opener(self, first: int, start: int) -> bool:
        """Whether the list whose first token is ``first`` follows "unlike" or "in
        contrast to" that opens its sentence (``start``) or a clause after a comma."""
        j = first - 1
        if j < start:
            return False
        if self.lower[j] == "unlike":
            k = j
        elif self.lower[j] == "to" and j - 1 >= start and self.lower[j - 1] == "contrast":
            k = j - 2 if j - 2 >= start and self.lower[j - 2] == "in" else j - 1
        else:
            return False
        return k == start or self.words[k - 1] == ","

    @staticmethod
    def _system_name(n_text: str) -> bool:
        """Whether the text ``n_text`` of a name-shaped span can name a system: two
        letters at least ("2-D" cannot), no negation prefix ("non-DP"), no adjectival suffix
        ("Langevin-based"), and not a capitalised adjective of a person or a place
        ("Bayesian", "Gaussian", "English"; :data:`~kg.extract.lexicon.PROPER_ADJECTIVE_RE`). (The small
        model's part-of-speech tags cannot tell: it tags "Bayesian" PROPN.)"""
        if sum(ch.isalpha() for ch in n_text) < 2 or n_text.lower().startswith("non-"):
            return False
        if n_text.rsplit("-", 1)[-1].lower() in L.ADJECTIVAL_SUFFIXES:
            return False
        return L.PROPER_ADJECTIVE_RE.fullmatch(n_text) is None

    def _compared_list_item(self, n: Span) -> bool:
        """Whether the name ``n`` is an item of the list that directly follows a comparison
        verb or "than" ("X outperforms A, B and C", "faster than A and B", "compared
        with/to A"), or "unlike" / "in contrast to" opening a sentence about the paper's own
        work ("Unlike A, B or C, our method ..."): the word before the list's first item (:meth:`_list_start`) is the cue,
        and the name is followed by no more name-like text (a list item, not a modifier).
        A list behind a preposition ("outperforms A on ImageNet") ends at the preposition,
        so "ImageNet" is no item. The list also goes on over one lower-case item of one to
        four words (no verb, preposition, pronoun, number or adverb) that a comma and a name
        ("outperforms A, B, the simple recurrent network, and C") or a name's "'s"
        ("outperforms A's reimplementation and C") precede. Source: methods session 33
        (mu18), later baselines of dev compared lists: dev +2 right, 0 false; corpus (all
        227 unannotated NeurIPS 2023 / ICLR 2024 abstracts with a compared list) 1 new item,
        right."""
        si = self.tok_sent.get(n.start, 0)
        start = self.sents[si].start
        first = self._list_start(n.start, start)
        j = first - 1
        if j < start:
            return False
        if self._contrast_opener(first, start) and self._self_sentence(si):
            return True  # "Unlike MSP, ODIN or Mahalanobis, our method ..." (names unknown to the gazetteer)
        if self._compare_cue_before(j, start):
            return True
        # a lower-case item between two names of the list ("outperforms A, B, the linear
        # recurrent unit, C and D", "outperforms A's replication and B"): the list goes on
        # before it (methods session 33, mu18)
        k = j
        while k > start and j - k < 4 and self.words[k][:1].islower() and self.pos[k] not in _GAP_BREAK_POS:
            k -= 1  # (an item of one to four words)
        if k == j or k <= start:
            return False
        if self.lower[k] in ("'s", "’s"):
            k -= 1  # "A's replication"
        elif not (self.words[k] == "," and k - 1 > start):
            return False
        else:
            k -= 1  # the comma after the item before
        if not (self.pos[k] == "PROPN" or self.words[k][:1].isupper() or any(ch.isdigit() for ch in self.words[k])):
            return False
        first = self._list_start(k, start)
        return first - 1 >= start and self._compare_cue_before(first - 1, start)

    def _compare_cue_before(self, j: int, start: int) -> bool:
        """Whether token ``j`` (the one before a list) is a comparison cue: a comparison
        verb or "than" (:func:`_is_compare_word`), or a preposition that opens the list of the
        systems compared (:meth:`~kg.extract.roles_base._StateBase._compared_list_cue`: "to" /
        "with" after "compared"; with :data:`~kg.extract.roles_base.COMPARE_AGAINST` "to" /
        "with" / "against" after any form of "compare" or of the verb "benchmark", maybe with
        the compared object between: "we compare against A", "we compare our parser with A")."""
        return _is_compare_word(self.lower[j]) or self._compared_list_cue(j, start)

    def _list_start(self, i: int, start: int) -> int:
        """First token of the coordination that token ``i`` ends ("(e.g., A, B and C)": the
        index of A for C): walks back over name-like tokens (capitalised, with a digit,
        proper nouns, hyphens), commas, "and"/"or"/"&" and one opening bracket or "e.g.",
        so that every item of one list gets the role the words before the list give.
        Stops at ``start`` (the sentence start)."""
        j = i
        while j - 1 > start:
            w = self.words[j - 1]
            if w in (",", "-", "/", "&") or self.lower[j - 1] in ("and", "or") or self.pos[j - 1] == "PROPN" \
                    or w[:1].isupper() or any(ch.isdigit() for ch in w):
                j -= 1
                continue
            break
        return j

    def _self_sentence(self, si: int) -> bool:
        """Does sentence ``si`` speak about this paper's own work ("we", "our", "this
        paper", a proposed name)?"""
        if si not in self._self_cache:
            sent = self.sents[si]
            words = self.lower[sent.start:sent.end]
            # (set tests in C first: most sentences hold neither kind of word)
            own = not L.SELF_WORDS.isdisjoint(words) or not L.SELF_DEMONSTRATIVE_OBJECTS.isdisjoint(words) and any(
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
        first = None
        for k in range(max(sent.start, i - 12), i):
            w = low[k]
            if w == "unlike" or (w == "contrast" and k + 1 < i and low[k + 1] == "to")                     or (w in ("limitations", "limitation", "drawbacks", "shortcomings", "weaknesses")
                        and k + 1 < i and low[k + 1] == "of" and i - k <= 6):
                if first is None:
                    first = self._list_start(i, sent.start)  # every item of "Unlike A, B or C," alike
                if "," not in self.words[k:max(first, k)] and (w not in ("unlike", "contrast") or k - sent.start <= 3
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
            heads: set[str] = set()
            for si, sent in enumerate(self.sents):
                if self._self_sentence(si):
                    heads.update(map(_singular, self.lower[sent.start:sent.end]))
            self._self_words = heads
        return self._self_words
