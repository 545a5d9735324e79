"""Entity resolution: mentions of all papers of a build -> one :class:`Entity` per real thing.

Input: the :class:`~kg.records.Extraction` of every paper. Output: a :class:`Resolution`
holding the entities and the map from each ``(paper id, entity type, surface text)`` to
the key of its entity.

Algorithm (deterministic, no learned model):

1. **Forms.** Every surface form is reduced with :func:`normalise` (case, dashes/hyphens
   vs spaces, plural -> singular, "CIFAR10" = "CIFAR-10"), so "LLMs", "LLM", "large language
   models", "Large-Language Models" compare equal once expanded.
2. **Acronyms, per paper.** Each paper's acronym definitions (``long (SHORT)``) map its
   short forms to their expansion *in that paper*; a mention written as the short form is
   resolved through that expansion, and a mention written as the long form records the
   short form. Two papers whose "SAE" expands differently therefore yield two entities. A
   short form whose long form is another short form of the paper ("Layer Normalization
   (LayerNorm, LN)": LN -> LayerNorm) takes that one's expansion: one entity, not two.
3. **Acronyms without expansion.** A short form that a paper uses without defining joins
   the entity of its dominant expansion across the build (the expansion of at least 75% of
   the papers that define it, counting expansions that differ only in word endings as one:
   "mean squared error" = "mean square error", also a misspelt word, "Kullback-Leilbler", and
   one more last word, "Kullback-Leibler divergence" = "Kullback-Leibler": :func:`_same_expansion`),
   among the definitions that write the short
   or long form as the same kind of entity (a method or task, a dataset, a metric: "MAE" as
   a metric is "mean absolute error" even where most papers define a "masked autoencoder";
   where the definitions of every kind leave a metric or dataset ambiguous, those written as
   that kind decide: "EM" as a metric is "exact match", "FID" "Fréchet inception distance");
   otherwise it stays an entity of its own, keyed by the short
   form (which merges with other spellings of the same name: "MT-Bench" = "MT-bench"). A
   paper that *proposes* a name it does not expand ("We propose SPADE, a debugging
   method") names its own artefact: that mention, and every other mention of the name in
   that paper, never joins another paper's expansion (a name listed in brackets with two
   others, "(PPO, best-of-n, expert iteration)", is not proposed there: :func:`_proposed_names`); nor does an undefined short form
   join a name that the papers defining it all propose and that no other paper writes out
   (a coinage: "LiDAR (Linear Discriminant AnalysisRank)" does not capture other papers'
   LiDAR sensors; :func:`_coined`). A definition whose long form does
   not spell the short form ("accuracy (AUC)") and names a phrase other papers write
   counts for nothing (:func:`_drop_loose_definitions`); one that spells some of its
   letters only inside words and is the last words of another paper's full long form of the
   same short form is read as that full one ("language models (LLMs)" = "large language
   models": :func:`_complete_clipped_definitions`).
4. **Acronyms inside longer names.** In a name of several words, a word that is a short
   form ("offline RL", "OOD detection", "LLM-based agents") is read as its expansion: the
   paper's own definition, else the dominant expansion of step 3 (where one paper alone defines
   it and Papers with Code does not pair the two, only where the paper writes the expansion too
   or the reading is a name some paper writes: "the PC algorithm" does not read another paper's
   "principal components (PCs)": :class:`_SupportedExpansions`). "offline RL" thus joins
   "offline reinforcement learning"; "model" after a short form whose expansion is a kind of
   model adds nothing ("GNN models" = "graph neural networks", "GP model" = "Gaussian
   process"; not "ERM models": :data:`_MODEL_HEADS`); a word whose expansion is ambiguous is kept as written,
   and so is every word of a dataset's name ("AG News", "NAS-Bench-201": proper names) and
   a short form after a single letter and a hyphen ("k-NN"). A short form in brackets right
   after the words it abbreviates is no word of the name at all: "Layout-to-image (L2I)
   generation" is "Layout-to-image generation", the node of another paper's "layout-to-image
   generation", labelled so (the bracketed form an alt label); where the paper defines the
   bracket's word with a long form those words end with, or where all its letters are their
   initials ("out-of-domain (OOD)"); a definition's long form is read so too
   (:func:`_without_inner_short`). Words before a closing short form that are no part of
   its name leave it the short form's own: a plural noun ("changes LLMs" of "the changes
   LLMs undergo") or the rest of a measure whose number the mention left out ("length LLM"
   of "a 256k length LLM"): :func:`_short_form_own`.
5. **Clusters.** Mentions with the same entity type and the same resolved form, compared
   without spaces, are one entity: "fine-tuning" = "finetuning", "MS-COCO" = "MSCOCO",
   "speed-up" = "speedup" (normalisation has already turned hyphens into spaces), and an
   "X-based" modifier or an "and" between two words makes no difference ("diffusion-based
   models" = "diffusion models", "vision and language" = "vision-language"). Names of three
   or more words with one head and the same modifiers in another order are one entity too
   ("offline multi-agent RL" = "multi-agent offline RL"; not when a word such as "to" makes
   the order matter: :func:`_merge_reordered`). A method's last word "algorithm",
   "approach" or "technique" after a name of two words or more is "method" ("policy
   gradient algorithms" = "policy gradient methods"; not "graph algorithms", which are no
   "graph-based methods": :func:`_method_identity`). A proper name of a method and "model"
   is that method: a versioned name ("LLaMA-2 13B model" = "LLaMA-2 13B") or a name in
   capitals whose short form spells the "Model" ("Segment Anything Model (SAM)" = "Segment
   Anything"; not "Flow Matching Models": :func:`_join_named_models`). A method "X neural
   network" is the method "X network" unless a shipped vocabulary names "X network" ("deep
   networks" = "deep neural networks"; not "Bayesian networks": :func:`_join_neural_networks`).
   A method written with a generic head word ("method", "algorithm", "approach",
   "technique", "prompting", "model") is the method written without it where one paper
   writes both ("CoT prompting" = "chain-of-thought", "RL algorithms" = "reinforcement
   learning", "diffusion models" = "diffusion"; not "X networks", "X-based methods", "model"
   after an activity such as "fine-tuning", nor a name with a modifier before it:
   :func:`_join_generic_heads`). Across papers, where the bare method is a node of the
   build, a head that says nothing more joins it too: "method", "algorithm", "approach",
   "technique", "framework" after two words, an activity or a coined name ("ridge
   regression method", "sampling algorithms", "FedAvg algorithm"), "model" after a name of
   a kind of model ("Gaussian mixture models", "ridge regression model"; not "latent variable
   models", "self-attention models"), "network" after an architecture ("transformer
   networks"; not "ReLU networks"), and a first word "standard" ("standard masked
   autoencoders"); the bare name is the label (:func:`_join_head_variants`). A defined
   long form ending in "-ed" is the name written with "-ing" there, where the two share
   the short form or the other has none ("supervised fine-tuned (SFT)" = "supervised
   fine-tuning", "fine-tuned (FT)" = "fine-tuning": :func:`_join_participle_variants`).
   Method names that identify one Papers with Code method, as its short and its full name,
   are one method ("k-NN" = "k-nearest neighbors", "Resnet" = "residual networks":
   :func:`_join_vocabulary_names`), and names that papers define with one short form, in
   words that differ only in their endings, are one entity ("mean square error (MSE)" =
   "mean squared error (MSE)"; not without the short form: "structure learning" is no
   "structured learning": :func:`_join_expansion_variants`), also where a word differs by a
   derivational suffix or a prefix is written apart ("vision-language model (VLM)" =
   "visual-language model (VLM)", "large multi-modality models (LMM)" = "large multimodal
   models (LMM)": :func:`_derivational_variants`); two adjectives of one stem are two words
   ("general" / "generative", "continual" / "continuous": :func:`_distinct_adjectives`), and
   where the joined forms tie on papers the label is the usual spelling
   (:func:`_common_spelling`). An undefined short form most
   often written in small and capital letters ("mAP") is the expansion that the papers
   defining that spelling give, where all its spellings are ambiguous ("MAP" is also
   "maximum a posteriori": :func:`_join_cased_short_forms`). A metric or dataset written only as a
   short form of three capitals or more that no paper of the build defines is the one node of its
   type whose Papers with Code name it spells as initials ("ECE" = "expected calibration error",
   "DMC" = "DeepMind Control Suite"), and so is a method's where PwC gives that short form as the
   short name of the node's name ("SVM" = "support vector machines": :func:`_join_undefined_initials`). A dataset's name with or without a trailing
   "dataset", "benchmark", "corpus" or "suite" after a word with a capital or a digit is one
   dataset ("nuScenes Dataset" = "nuScenes"; and where the bare name is a node, a name with
   an image size, "Open Dataset", or "tasks", "environments", "games", a one-word contraction
   such as "DMControl" of "DeepMind Control Suite": :func:`_join_dataset_variants`; "MSCOCO" =
   "COCO" as "MS-COCO" is: :func:`_prefix_splits`), a metric written with a modifier before a
   short form is that metric ("absolute mIOU" = "mIOU", :func:`_metric_name`), and "top-1"
   alone is "top-1 accuracy" (:func:`_cluster_identity`). (A name
   seen as a Method in one paper and a Task in another stays two nodes: types are part of
   identity.) A dataset's name with several numbers after one stem, joined by slashes, is one
   dataset per number or version ("CIFAR-10/100" = "CIFAR-10" and "CIFAR-100", "VQA-v1/v2" =
   "VQA-v1" and "VQA-v2", "CIFAR-10/100-LT" = "CIFAR-10-LT" and "CIFAR-100-LT", the written form an alt
   label of both: :func:`coordinated_parts`, :attr:`Resolution.also`), and a short name that
   papers coin in different capitals, expanded by none, is one node per spelling ("MoNet" is
   no "MONet": :func:`_cased_proposals`).
6. **Names.** The canonical label (skos:prefLabel) is the acronym for a named artefact
   that at least a third of the papers mentioning it propose ("SPADE"), unless the acronym
   spells a function word ("AND", "TO": :data:`_WORD_ACRONYMS`), which reads as no name and
   may stand for anything; otherwise the most
   frequent surface form of the long form, in the singular where a name of the node writes
   it so ("large language model": :func:`_singular_name`) (ties: the lower-case form, then a name Papers
   with Code lists as written, then fewer hyphens inside a capitalised word, "ImageNet-C"
   before "Image-Net-C", then alphabetical: :func:`_most_common`),
   without a sentence-initial capital ("Data augmentation" -> "data augmentation"; a proper
   adjective, a versioned name, or a capital some paper writes mid-sentence, outside a
   longer name, on a word no surface writes in lower case stays, also where the name's own
   papers write it only at a sentence's start: "Bayesian optimization", "Llama 3", "Langevin
   sampling", "Lipschitz bandit": :func:`_keep_name_capitals`; a label of one word,
   perhaps hyphenated, drops its first capital when spellings in small letters are written
   at least as often as the capital is mid-sentence, or when none writes it otherwise than
   at a sentence's start and no paper proposes it nor Papers with Code lists it so:
   "Meta-learning" -> "meta-learning", "Retrosynthesis" -> "retrosynthesis", "Adam" stays:
   :func:`_one_word_case`; a title-case name written mid-sentence, "Federated Learning (FL)",
   is no evidence for its first word's capital: :func:`_name_capital`); a capital that belongs to a word (a proper adjective, a surname of
   :data:`EPONYMS` written so mid-sentence, an acronym-like word) beats a lower-case
   majority ("Bayesian optimization" x1 over "bayesian optimization" x2, "ReLU networks",
   "Thompson sampling": :func:`_restore_capitals`). When no
   paper defines the short form, short and long forms compete on frequency alone
   ("CIFAR-10" x3 beats "Cifar10" x1), and only a defined short form is an acronym. A
   name read through an inner acronym (step 4) is a label only when the cluster has no
   other long form. A title-case label ("Federated Learning", the spelling of most
   definitions) gives way to a spelling of it with fewer title-case capitals that at least a
   tenth of its spellings use ("federated learning": :func:`_plainest_case`). Labels are
   unique within a type, up to case: clusters that share one (two papers' "DPT", "PE";
   "CoSA" and "COSA") are labelled
   with their expansions, and so is a cluster labelled with a short form that another
   cluster of its type goes by ("MIM" of "Meet in the Middle" where "masked image modeling"
   has the alias "MIM": :func:`_short_labels_named_elsewhere`); any still shared are
   numbered (:func:`_distinct_labels`).
   Every other form is an alt label. The IRI slug comes from the canonical label; colliding slugs
   fall back to the slug of the long form, then to a numbered suffix in sorted key order,
   after an underscore, which no slug holds ("gpt_5", never "gpt-5", which would read as the
   name "GPT-5"). Then, the key made, a label that is a Papers with Code name up to case,
   hyphens and spaces is spelt as PwC usually spells it where that adds a name's separators
   or capitals ("CIFAR10" -> "CIFAR-10", "Squad" -> "SQuAD", "PennTreebank" -> "Penn
   Treebank", "deep-learning" -> "deep learning"; :func:`_gazetteer_label`): the IRI does not
   change with it.
   An incremental build passes the keys of the previous graph (``previous``), and an entity
   that had one keeps it even when new papers change its most frequent form; when two
   entities claim one earlier key, a claim through the resolved form beats one through
   another written form, which beats one through a short form only (a new "Lagrangian
   multipliers (LM)" does not take the key of "language models", whose alt label is "LM").
   Such an entity also keeps the earlier build's label while its papers still write it and it
   is the same name as the label this build would choose (:func:`_keep_previous_labels`: the
   spelling most papers write flips as papers come in; another name, such as the expansion of
   a short-form label, replaces it).

Results' metric and dataset phrases take part as Metric and Dataset mentions.
"""
from __future__ import annotations

import hashlib
import re
import sys
import unicodedata
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import compress
from typing import Callable, Collection, Iterable, Iterator, Mapping, Optional, Sequence

from kg.extract.lexicon import PROPER_ADJECTIVE_RE
from kg.metric_norm import METRIC_BROADER, METRIC_CANONICAL, add_broader, canonical_metric
from kg.records import Entity, Extraction
from kg.vocab import normalise as _vocab_normalise
from kg.vocab import singular_phrase as _vocab_singular_phrase

#: Roles that make the entity a named artefact whose acronym is its name.
_NAMED_ROLES = frozenset({"proposed", "benchmark"})


def normalise(label: str) -> str:
    """:func:`kg.vocab.normalise`, plus letters joined to a following number
    ("CIFAR10" = "CIFAR-10" = "cifar 10" -> "cifar10", "ResNet 50" -> "resnet50"), and
    Greek letters and mathematical symbols spelt as words (:func:`spell_symbols`: "β-VAE"
    = "beta-VAE"; "∂-CROWN" is not "CROWN", whose symbol :func:`kg.vocab.normalise` drops).
    A last word in capitals that ends in a capital S keeps it ("GPS", "FPS", "NDS", "MSLS",
    "RKHS"): a plural short form ends in a small s ("GPs", "LLMs"), so the S of such a name is
    its own letter, and the head-noun singular of :func:`kg.vocab.normalise` would make
    "FPS" (frames per second) the "FP" of another paper ("fictitious play (FP)"). A plural
    short form ending in U ("ReLUs", "GRUs") is its singular, which the singular rule, keeping
    English words in -us ("corpus"), does not give. A version mark "v" written as a word of its
    own is dropped (:data:`VERSION_MARKS`: "Stable Diffusion v1.5" = "Stable Diffusion 1.5")."""
    if not label.isascii():
        label = spell_symbols(label)
    form = _LETTER_SPACE_DIGIT.sub("", _vocab_normalise(label))
    if VERSION_MARKS and " v" in form:
        form = _VERSION_MARK.sub("", form)  # "Stable Diffusion v1.5" = "Stable Diffusion 1.5"
    if label[-1:] in _PLURAL_S_OR_CLOSER and (m := _SHORT_FORM_PLURAL.search(label)):
        # the plural of a short form ending in U ("ReLUs", "GRUs"), which the singular rule
        # keeps as an English word in -us ("corpus"): its singular
        head, _, last = form.rpartition(" ")
        if last == m.group(1).lower() + "s":
            form = f"{head} {last[:-1]}" if head else last[:-1]
    if label[-1:] in _S_OR_CLOSER and (m := _CAPITALS_ENDING_IN_S.search(label)):
        word = m.group().lower()
        head, _, last = form.rpartition(" ")
        if last != word and word.startswith(last):  # the singular rule cut the S (or ES)
            form = f"{head} {word}" if head else word
    return form


#: Last characters of a label that may end in a capital S: the S, or a closing bracket or quote.
_S_OR_CLOSER = frozenset("S)]'\"")
#: ... and in a small s (:data:`_SHORT_FORM_PLURAL`).
_PLURAL_S_OR_CLOSER = frozenset(")]'\"s")
#: A last word that is a short form with at least two capitals, ending in a capital U, and a
#: plural s ("ReLUs", "GRUs", "IoUs"), perhaps followed by closing punctuation.
_SHORT_FORM_PLURAL = re.compile(r"(?<![A-Za-z0-9])([A-Za-z0-9]*[A-Z][A-Za-z0-9]*U)s(?=[)\]'\"]*$)")
#: A last word of three to six capitals and digits that ends in S ("GPS", "MSLS", "RKHS",
#: "COMPAS"), perhaps followed by closing punctuation; not the tail of a longer word
#: ("CelebAS"), and not a longer word in capitals, which is more likely an English plural
#: ("EPIC-KITCHENS" = "EPIC-Kitchens").
_CAPITALS_ENDING_IN_S = re.compile(r"(?<![A-Za-z0-9])[A-Z0-9][A-Z0-9]{0,3}[A-Z]S(?=[)\]'\"]*$)")


#: Words for the mathematical symbols that start or modify names ("∂-CROWN", "h∞-norm",
#: "√T regret", "ImageNet-256×256"); other symbols are dropped by the normalisation.
_SPELT_MATH = {"∂": "partial", "∇": "nabla", "∞": "infinity", "√": "sqrt", "∑": "sum",
               "∏": "prod", "∫": "integral"}


def _symbol_word(ch: str) -> Optional[str]:
    """The word for one character: a Greek letter's name ("GREEK SMALL LETTER FINAL SIGMA"
    -> "final sigma"), a symbol of :data:`_SPELT_MATH`; None for any other character."""
    word = _SPELT_MATH.get(ch)
    if word:
        return word
    name = unicodedata.name(ch, "")
    if name.startswith("GREEK ") and " LETTER " in name:
        return name.split(" LETTER ", 1)[1].lower()
    return None


def spell_symbols(text: str) -> str:
    """``text`` with each Greek letter and mathematical symbol spelt as a word between
    spaces (:func:`_symbol_word`), after compatibility normalisation and accent removal
    (Unicode NFKD without combining marks, then NFKC: UAX #15), so that variant code points
    meet ("µ" MICRO SIGN = "μ", "ϵ" = "ε", "ά" = "α") and different letters never do
    ("ϕ-Net" -> " phi -Net", "ϑ-Net" -> " theta -Net"); "×" is the letter x ("256×256" =
    "256x256"). ASCII text is returned as it is.
    """
    if text.isascii():
        return text
    bare = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    out = []
    for ch in unicodedata.normalize("NFKC", bare):
        word = None if ch.isascii() else _symbol_word(ch)
        out.append(f" {word} " if word else "x" if ch == "×" else ch)  # 256×256 = 256x256
    return "".join(out)


_LETTER_SPACE_DIGIT = re.compile(r"(?<=[a-z]) (?=\d)")
#: Switch (session 52, fixHlabels): a version written as a word "v" and its number after a name
#: ("Stable Diffusion v1.5", "ResNet-v2") is the version written as the number alone ("Stable
#: Diffusion 1.5", "ResNet 2"): :func:`normalise` drops the mark (:data:`_VERSION_MARK`). Only a
#: word of its own: a "v" glued to the name ("YOLOv5", "conv3") is part of the word.
VERSION_MARKS = True
#: A word "v" (either case, small after the normalisation) that a number follows, after a
#: word of the name ending in a letter: the space and the "v" go ("stable diffusion v1 5" ->
#: "stable diffusion1 5"; "llama2 v1" keeps it, which would read as "llama21").
_VERSION_MARK = re.compile(r"(?<=[a-z]) v(?=\d)")


def slugify(label: str) -> str:
    """Return an IRI-safe slug for ``label``: ASCII lower-case words joined by ``-``.

    Accents are stripped (NFKD); Greek letters and mathematical symbols are spelt as words
    (:func:`spell_symbols`: "ε-accuracy" -> "epsilon-accuracy", so it does not collide with
    "accuracy"; "∂-CROWN" -> "partial-crown"), and "+" and "#" as
    "plus" and "sharp" ("C++" is not "C"); every run of other characters becomes one
    hyphen. A label with no ASCII letters or digits gets ``"e-" + sha1(label)[:10]`` so the
    slug is never empty and stays stable; one that loses letters of another script (Hebrew,
    Cyrillic, CJK: "СеткаNet") gets ``"-" + sha1(label)[:8]`` after what is left, so it never
    takes the slug of the label without them ("net"), whatever else is in the build.

    >>> slugify("Person Re-Identification")
    'person-re-identification'
    """
    label = spell_symbols(_PLUS_SHARP.sub(_spell_plus_sharp, label))
    decomposed = unicodedata.normalize("NFKD", label.translate(_LATIN_LETTERS))
    ascii_text = decomposed.encode("ascii", "ignore").decode("ascii")
    slug = re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-")
    if not slug:
        return "e-" + hashlib.sha1(label.encode("utf-8")).hexdigest()[:10]
    if not decomposed.isascii() and any(not ch.isascii() and unicodedata.category(ch).startswith("L")
                                        for ch in decomposed):
        # letters of another script were dropped ("עברית text classification", "СеткаNet"):
        # the rest alone would be another label's slug, so the label's hash tells them apart
        return slug[:110].rstrip("-") + "-" + hashlib.sha1(label.encode("utf-8")).hexdigest()[:8]
    return slug[:120].rstrip("-")


#: Latin letters that Unicode does not decompose into an ASCII letter and a mark, spelt as
#: ASCII in slugs ("Łukasiewicz" -> "lukasiewicz", "Ørsted" -> "orsted").
_LATIN_LETTERS = str.maketrans({"ł": "l", "Ł": "L", "ø": "o", "Ø": "O", "æ": "ae", "Æ": "AE", "œ": "oe",
                                "Œ": "OE", "ß": "ss", "đ": "d", "Đ": "D", "þ": "th", "Þ": "Th", "ð": "d",
                                "Ð": "D", "ı": "i", "ħ": "h", "Ħ": "H"})

#: "+" and "#", which a slug spells out instead of dropping.
_PLUS_SHARP = re.compile(r"[+#]")


def _spell_plus_sharp(m: re.Match) -> str:
    """" plus " for "+", " sharp " for "#"."""
    return " plus " if m.group() == "+" else " sharp "


@dataclass
class Resolution:
    """Output of :func:`resolve`.

    Attributes:
        entities: entity key -> :class:`Entity`, keys sorted on iteration.
        index: ``(paper id, entity type, surface text)`` -> entity key, for every mention,
            result metric and result dataset of every paper.
        mentions_before: number of distinct ``(paper, type, normalised form)`` mentions before
            resolution (for reporting how much resolution merged).
        normalised: :func:`normalise` of a text, made once: the cache of the forms
            :func:`resolve` made (:meth:`NormalisedForms.normalised`), for the stages after
            it (:func:`kg.graph.build_triples` normalises every label); ignored by ``==``.
        also: ``(paper id, entity type, surface text)`` -> the keys of the other parts of a
            coordinated dataset name ("CIFAR-10/100": CIFAR-100's key; the index holds
            CIFAR-10's), for the few surfaces that name several entities (:func:`coordinated_parts`).
    """

    entities: dict[str, Entity] = field(default_factory=dict)
    index: dict[tuple[str, str, str], str] = field(default_factory=dict)
    mentions_before: int = 0
    normalised: Callable[[str], str] = field(default=normalise, compare=False, repr=False)
    also: dict[tuple[str, str, str], tuple[str, ...]] = field(default_factory=dict)
    #: entity key -> ``(label kept, label this resolution alone gives)`` for every entity that
    #: kept an earlier build's prefLabel against another spelling of the same name
    #: (:func:`_keep_previous_labels`); empty for a build without ``previous_labels``.
    kept_labels: dict[str, tuple[str, str]] = field(default_factory=dict)

    def keys(self, paper_id: str, type_: str, surface: str) -> tuple[str, ...]:
        """Every entity key a surface form of a paper names: :meth:`key`, then the keys of
        the other parts of a coordinated dataset name (:attr:`also`: "CIFAR-10/100" names
        CIFAR-10 and CIFAR-100); empty when the form was never seen."""
        key = self.index.get((paper_id, type_, surface))
        return (key, *self.also.get((paper_id, type_, surface), ())) if key else ()

    def key(self, paper_id: str, type_: str, surface: str) -> Optional[str]:
        """Entity key of a surface form seen in a paper, or None when it was never seen."""
        return self.index.get((paper_id, type_, surface))


def _empty_counter() -> Counter:
    """An empty :class:`collections.Counter`, made without ``Counter.__init__`` (Python code
    that only calls ``update(None)`` on an empty dict): 0.3 us against 1.2, and each of the
    build's 20,000-odd clusters holds six."""
    return _new_dict(Counter)


_new_dict = dict.__new__


@dataclass
class _Cluster:
    type: str
    form: str                       # resolved normalised form (identity)
    short: Optional[str] = None     # acronym, as written (most frequent)
    surfaces: Counter = field(default_factory=_empty_counter)   # surface -> count
    long_surfaces: Counter = field(default_factory=_empty_counter)   # expansions from definitions
    plain: Counter = field(default_factory=_empty_counter)   # other non-acronym surfaces
    expanded: Counter = field(default_factory=_empty_counter)   # names with inner short forms spelt out
    shorts: Counter = field(default_factory=_empty_counter)
    papers: set = field(default_factory=set)
    named_papers: set = field(default_factory=set)
    mid_capitals: set = field(default_factory=set)  # names whose first capital is a name's (_keep_name_capitals)
    mid_written: Counter = field(default_factory=_empty_counter)  # surfaces and long forms written capitalised mid-sentence -> times
    joined: set = field(default_factory=set)  # forms of the clusters joined into this one (_join)
    short_only: set = field(default_factory=set)  # surfaces read as their closing short form alone (_short_form_own): no alias


def _singular_short(short: str) -> str:
    """A defined short form without its plural "s" after a capital: "ViTs" -> "ViT", "CfCs"
    -> "CfC", "MoE-LMs" -> "MoE-LM" (the entity's acronym; "LLMs" is "LLM" already); "GNN",
    "ReLU", and a name such as "GFlowNets" or "IEBins", whose s follows a small letter, stay."""
    if len(short) > 2 and short.endswith("s") and short[-2].isupper() and sum(c.isupper() for c in short) >= 2:
        return short[:-1]
    return short


def _acronym_norm(short: str) -> str:
    """Normalise a short form: "LLMs" -> "llm", "GNN" -> "gnn", "3D-SDSA" -> "3d sdsa"."""
    s = short.strip()
    if len(s) > 2 and s.endswith("s") and s[:-1].isupper():
        s = s[:-1]
    return normalise(s)


def _paper_acronyms(ex: Extraction, acronym_norm=None) -> dict[str, tuple[str, str]]:
    """Map a paper's normalised short forms to (short as written, long as written); a long
    form that is another short form of the paper is read as that one's long form, and a long
    form holding a short form of its own words in brackets is read without it
    (:func:`_without_inner_short`: "federated learning (FL) and analytics (FLA)").
    ``acronym_norm``: the normaliser of short forms (default :func:`_acronym_norm`; a
    memoised one gives the same)."""
    acronym_norm = acronym_norm or _acronym_norm
    out: dict[str, tuple[str, str]] = {}
    for a in sorted(ex.acronyms, key=lambda a: (a.start, a.short)):
        out.setdefault(acronym_norm(a.short), (a.short, a.long))
    for key, (short, long) in list(out.items()):
        # a long form that is itself a short form the paper defines ("Layer Normalization
        # (LayerNorm, LN)": LN -> LayerNorm -> Layer Normalization) is read as that one's long
        # form, so the two short forms name one entity (one step: no chains of chains)
        inner = out.get(acronym_norm(long))
        if inner is not None and inner[1] != long and acronym_norm(inner[1]) != key:
            out[key] = (short, inner[1])
    for key, (short, long) in list(out.items()):
        if " (" in long:  # "out-of-domain (OOD) generalization (OODG)": the long form without "(OOD)"
            out[key] = (short, _without_inner_short(long, out))
    return out


@lru_cache(maxsize=1 << 16)
def spelt_by_initials(short: str, long: str) -> bool:
    """Whether ``long`` spells the short form ``short`` mostly by marked letters, as an
    expansion does: the first letters of its words ("area under the curve" for "AUC",
    "Rectified Linear Unit" for "ReLU") or letters its author wrote in capitals inside a word
    ("Optimization by PROmpting" for "OPRO", "DISCrete Sampling" for "DISCS"), rather than
    letters inside its words ("accuracy" for "AUC": a, u and c occur in that order, which is
    all that the algorithm of Schwartz & Hearst (2003), "A simple algorithm for identifying
    abbreviation definitions in biomedical text", PSB, asks of a definition).

    Args:
        short: the short form as written; its letters are its capitals when it mixes cases
            ("ReLU" -> R, L, U; "t-SNE" -> S, N, E), else all its letters; digits are skipped.
        long: the long form as written. Its marked letters are the first letter or digit of
            each word, a letter after a digit ("3D"), and every capital letter unless the long
            form is all in capitals.
    Returns:
        True when at least half of the short form's letters can be matched, in order, to
        marked letters of the long form (the longest common subsequence of the two letter
        sequences; Wagner & Fischer 1974), and for a short form without letters.
    """
    matched, letters = _initials_matched(short, long)
    return 2 * matched >= letters


def _initials_matched(short: str, long: str) -> tuple[int, int]:
    """``(matched, letters)``: how many of the short form's letters (its capitals when it
    mixes cases, else all its letters; digits skipped) the marked letters of ``long`` spell in
    order, and how many letters it has, as :func:`spelt_by_initials` defines both (the longest
    common subsequence of the two letter sequences; Wagner & Fischer 1974)."""
    mixed = any(c.islower() for c in short) and any(c.isupper() for c in short)
    letters = [c.lower() for c in short if (c.isupper() if mixed else c.isalpha())]
    if not letters:
        return 0, 0
    capitals = not long.isupper()
    marked = [c.lower() for i, c in enumerate(long) if c.isalnum() and (
        i == 0 or not long[i - 1].isalnum() or (capitals and c.isupper())
        or (c.isalpha() and long[i - 1].isdigit()))]
    # longest common subsequence, one row at a time
    row = [0] * (len(marked) + 1)
    for c in letters:
        diagonal = 0
        for j, m in enumerate(marked, 1):
            diagonal, row[j] = row[j], diagonal + 1 if c == m else max(row[j], row[j - 1])
    return row[-1], len(letters)


def _drop_loose_definitions(extractions: Sequence[Extraction],
                            per_paper: dict[str, dict[str, tuple[str, str]]], forms: "NormalisedForms") -> None:
    """Remove from ``per_paper`` (paper id -> normalised short -> (short, long), as made by
    :func:`_paper_acronyms`) every loose definition of a phrase that other papers use:
    a long form that does not spell its short form by word starts (:func:`spelt_by_initials`:
    "detection accuracy (AUC)", read as "accuracy (AUC)") and that some paper which does not
    define it so writes as a name ("accuracy"). Such a phrase is no evidence of what the
    short form means: kept, it would make the short form of every paper an alias of the
    common phrase, and the phrase's entity would take the short form as its acronym. The
    paper's short form then resolves as an undefined one (rule 3 of the module docstring).
    A loose definition of a phrase no other paper writes stays ("Electroencephalography
    (EEG)", a coined "MOLGRAPHEVAL" for "Molecular Graph Representation Evaluation").

    ``forms``: the build's normalised forms (:class:`NormalisedForms`).
    """
    normalised, made = forms.normalised, forms.forms.get
    loose: dict[str, list[tuple[str, str]]] = {}
    for ex in extractions:
        for short_norm, (short, long) in per_paper[ex.paper.id].items():
            if not spelt_by_initials(short, long):
                loose.setdefault(normalised(long), []).append((ex.paper.id, short_norm))
    if not loose:
        return
    definers = {form: {pid for pid, _ in defs} for form, defs in loose.items()}
    shared: set[str] = set()
    for ex in extractions:
        pid = ex.paper.id
        texts = [m.text for m in ex.mentions]
        if ex.results:
            texts += [x for r in ex.results for x in (r.metric, r.dataset) if x]
        for text in texts:
            form = made(text) or normalised(text)
            if form in loose and pid not in definers[form]:
                shared.add(form)
    for form in sorted(shared):
        for pid, short_norm in loose[form]:
            del per_paper[pid][short_norm]


#: Switch: a definition whose long form spells only some of its short form's letters by word
#: starts, and is the last words of a long form that another paper of the build gives the same
#: short form spelling all of them ("language models (LLMs)" beside "large language models
#: (LLMs)"), is read as that fuller long form (:func:`_complete_clipped_definitions`, session 48).
CLIPPED_DEFINITIONS = True


def _initials_missing(short: str, long: str) -> int:
    """How many letters of ``short`` (its capitals when it mixes cases, as
    :func:`spelt_by_initials` reads them) no marked letter of ``long`` spells, in order:
    0 for "large language models" (LLMs), 1 for "language models" (LLMs)
    (:func:`_initials_matched`)."""
    matched, letters = _initials_matched(short, long)
    return letters - matched


def _complete_clipped_definitions(extractions: Sequence[Extraction],
                                  per_paper: dict[str, dict[str, tuple[str, str]]], normalised) -> None:
    """Read a clipped definition as the full one the build gives the same short form.

    A long form that leaves letters of its short form unspelt by word starts
    (:func:`_initials_missing`: "language models (LLMs)", where the Schwartz & Hearst
    alignment found the first L inside "language" and the second inside "models") and that
    is, after :func:`normalise`, the last words of a long form another paper defines the same
    short form with, spelling every letter ("large language models (LLMs)"), names that
    fuller thing: the abstract still writes LLMs. The paper's entry in ``per_paper`` (paper
    id -> normalised short -> (short, long), as :func:`_paper_acronyms` makes it) takes the
    fuller long form, the one most papers write (then the smallest normalised form, then the
    first spelling), so the short form joins that entity and the clipped phrase is not made
    its alias. A clipped long form that no full one ends with stays ("Transformer (TF)"
    beside "TensorFlow (TF)").

    ``normalised``: :func:`normalise` (or a memoised one giving the same).
    """
    if not CLIPPED_DEFINITIONS:
        return
    full: dict[str, Counter] = defaultdict(Counter)
    spelling: dict[tuple[str, str], str] = {}
    for ex in extractions:
        for short_norm, (short, long) in per_paper[ex.paper.id].items():
            if not _initials_missing(short, long):
                form = normalised(long)
                full[short_norm][form] += 1
                spelling.setdefault((short_norm, form), long)
    if not full:
        return
    for ex in extractions:
        acr = per_paper[ex.paper.id]
        for short_norm, (short, long) in list(acr.items()):
            fuller = full.get(short_norm)
            if not fuller or not _initials_missing(short, long):
                continue
            words = normalised(long).split()
            if not words:
                continue
            ends = [f for f in fuller if len(f.split()) > len(words) and f.split()[-len(words):] == words]
            if ends:
                best = min(ends, key=lambda f: (-fuller[f], len(f), f))
                acr[short_norm] = (short, spelling[(short_norm, best)])


def _proposed_names(ex: Extraction) -> set[str]:
    """The names the paper proposes: the texts of its mentions with a role of
    :data:`_NAMED_ROLES` (a name is then the paper's own wherever the paper writes it: a
    benchmark "GAIA" proposed in one sentence and evaluated on in the next is one entity),
    except a mention that is an item of an enumeration in brackets, which lists names, not
    a contribution ("reference implementations for several methods (PPO, best-of-n, expert
    iteration, among others)": :func:`_enumerated`), unless the paper also proposes the name
    elsewhere."""
    named = [m for m in ex.mentions if m.role in _NAMED_ROLES]
    if not named:
        return set()
    out = {m.text for m in named if not _enumerated(ex.clean.text, m.start, m.end)}
    return out | _bare_forms(out, ex) if any(" (" in t for t in out) else out


def _cased_proposals(extractions: Sequence[Extraction], per_paper: Mapping[str, Mapping[str, tuple[str, str]]],
                     normalised, acronym_norm) -> dict[tuple[str, str], str]:
    """The spelling under which each paper's coined short name is its own node, where papers
    propose one short name in different capitals without expanding it ("MoNet" and "MONet",
    "CoLLie" and "COLLIE": two papers' two artefacts, whose case-blind normalised forms meet).
    A short name here is one word with two capitals at least (:data:`_TWO_CAPITALS`) that a
    paper proposes (:func:`_proposed_names`) and does not define; a paper's spelling is the one
    it proposes most often (ties: the first in sorted order), without a plural "s" after a
    capital (:func:`_singular_short`). Only normalised forms with two spellings or more, each
    proposed by a paper of its own, are returned; an expansion joins as before (a defined name
    never reaches this test).

    Args:
        extractions: all papers.
        per_paper: each paper's acronyms (:func:`_paper_acronyms`).
        normalised, acronym_norm: the build's normalisers (:class:`NormalisedForms`).
    Returns:
        (paper id, normalised form) -> the paper's spelling, and ("", normalised form) -> ""
        for each such form (so that a mention of another paper can be looked up).
    """
    spelt: dict[str, dict[str, Counter]] = defaultdict(dict)  # norm -> paper -> spellings
    for ex in extractions:
        names = _proposed_names(ex)
        if not names:
            continue
        acr = per_paper[ex.paper.id]
        for m in ex.mentions:
            text = m.text.strip()
            if m.role not in _NAMED_ROLES or m.text not in names or " " in text or not _TWO_CAPITALS.search(text) \
                    or acronym_norm(text) in acr:
                continue
            spelt[normalised(text)].setdefault(ex.paper.id, Counter())[_singular_short(text)] += 1
    out: dict[tuple[str, str], str] = {}
    for norm, papers in spelt.items():
        if len(papers) < 2:
            continue
        own = {pid: min(c.items(), key=lambda kv: (-kv[1], kv[0]))[0] for pid, c in papers.items()}
        if len(set(own.values())) < 2:
            continue
        out[("", norm)] = ""
        for pid, spelling in own.items():
            out[(pid, norm)] = spelling
    return out


def _bare_forms(texts: Collection[str], ex: Extraction) -> set[str]:
    """The texts of ``texts`` that hold a bracketed short form of their own words, without it
    (:func:`_without_inner_short`, with the paper's definitions), as :func:`resolve` reads them."""
    acr = _paper_acronyms(ex)
    return {bare for t in texts if " (" in t and (bare := _without_inner_short(t, acr)) != t}


def _enumerated(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` is an item of a list of three items or more in brackets:
    after the opening bracket or a comma, before a comma or the closing bracket, in brackets
    that hold two commas at least ("(PPO, best-of-n, expert iteration)", "(e.g., ERA5,
    CMIP6, PRISM)"; not "(TopP&R, pronounced ...)", which names what it follows)."""
    opening = text.rfind("(", 0, start)
    closing = text.find(")", end)
    if opening < 0 or closing < 0 or ")" in text[opening:start] or "(" in text[end:closing]:
        return False
    if not (text[end:end + 1] in (",", ")") and (start == opening + 1 or text[start - 2:start] == ", ")):
        return False
    return text.count(",", opening, closing) >= 2


#: Switch (session 54): a mention written with a capital where a sentence starts counts as
#: written so mid-sentence where the same abstract writes the same spelling where no sentence
#: starts without a mention there ("Whisper is ... We adapt Whisper to ..."), so its label
#: keeps the capital (:func:`_mid_sentence_capitals`, :func:`_one_word_case`).
MID_SENTENCE_TEXT = True


def _mid_sentence_capitals(ex: Extraction) -> tuple[Counter, set[str]]:
    """Where ``ex`` writes a capital that is a name's own, not the sentence's.

    Returns:
        ``(texts, words)``: the mention texts and acronym long forms that open with a
        capital where no sentence starts ("we use Thompson sampling", "the Shapley value
        (SV)"), and not inside a longer name (after a hyphen or a capitalised word: the
        "Adapter" of "Meta-Adapter" or "the Decision Adapter"), with the number of times;
        and, in lower case, the words written with a capital there:
        the first word of such a text when it is one word or holds words in small letters
        at least as often as capitalised ones (:func:`_not_title_case`), and a capitalised
        word after the first of such a name
        ("kernelized Stein discrepancy"); each time a word of a capital and small letters
        only (not "AIR"), and not in a title-case name ("Categorical Successor Feature
        Approximator", "Kernel Stein Discrepancy"), whose capitals are the name's.
        With :data:`MID_SENTENCE_TEXT`, a mention opening a sentence also counts each place
        where the abstract writes its exact spelling as a whole word where no sentence starts
        and no other mention begins ("Whisper is a speech recognizer. We adapt Whisper to ...").
    """
    texts: Counter = Counter()
    words: set[str] = set()
    clean = ex.clean.text
    names = [(m.text, m.start) for m in ex.mentions
             if not m.text.islower() and m.source == "abstract"]  # (most: no capital; a title
    # mention is title-cased and its offsets index the title)
    for a in ex.acronyms:
        at = clean.find(a.long, a.start, a.end) if a.long else -1
        if at >= 0:
            names.append((a.long, at))
    starts = {s for s, _ in ex.sentences} if ex.sentences else None
    if MID_SENTENCE_TEXT and starts is not None:
        # a name extracted only where it opens a sentence ("Whisper is a speech recognizer.
        # We adapt Whisper to ..."), its mid-sentence spelling no mention: that spelling counts
        at = {start for _, start in names}
        for text, start in list(names):
            if start in starts and text[:1].isupper() and not text.isupper():
                for m in re.finditer(r"(?<![\w-])" + re.escape(text) + r"(?![\w-])", clean):
                    if m.start() not in at and m.start() not in starts:
                        at.add(m.start())
                        names.append((text, m.start()))
    for text, start in names:
        opens = text[:1].isupper() and starts is not None and start not in starts
        if not opens and (" " not in text or not _LATER_CAPITAL.search(text)):
            continue  # (no capital where it could be a name's)
        parts = text.split()
        mixed = len(parts) == 1 or _not_title_case(parts)
        if opens and not _inside_name(clean, start, starts):
            texts[text] += 1
            if mixed and parts[0][1:].islower():
                words.add(parts[0].lower())
        if len(parts) > 1 and mixed:
            words.update(w.lower() for w in parts[1:] if w[:1].isupper() and w[1:].islower())
    return texts, words


#: A word of a capital and small letters after the first word of a name.
_LATER_CAPITAL = re.compile(r"\s[A-Z][a-z]")


def _not_title_case(words: Sequence[str]) -> bool:
    """Whether a name's words (other than the words of :data:`_ORDER_WORDS`, which title
    case leaves small: "with", "of") are in small letters at least as often as they open
    with a capital: "kernelized Stein discrepancy", "robust Lipschitz bandit algorithms";
    not "Task-aware Environment Modeling Pipeline with bi-level Optimization"."""
    small = capital = 0
    for w in words:
        if w.islower():
            small += w not in _ORDER_WORDS
        elif w[:1].isupper() and not _looks_like_acronym(w):  # ("LSTM" is no title case)
            capital += 1
    return small > 0 and small >= capital


def _inside_name(text: str, start: int, starts: Collection[int]) -> bool:
    """Whether the name at ``start`` of ``text`` continues a longer name: it follows a
    hyphen ("Meta-Adapter") or a word of a capital and small letters ("the Decision
    Adapter") that does not open a sentence (``starts``: "The Shapley value" is no name)."""
    before = text[max(0, start - 30):start]
    if before.endswith("-"):
        return True
    head = before.rstrip()
    if len(head) == len(before):
        return False  # (no space before the name: a bracket, a quote)
    word = head.rsplit(None, 1)[-1] if head else ""
    return word[:1].isupper() and word[1:].islower() and word.isalpha() \
        and start - len(before) + len(head) - len(word) not in starts


#: Switch (session 46): an "X-based" conjunct mention (extraction rule
#: ``method-based-conjunct``: "VS-based" of "VS-based, RO-based, and PS-based algorithms")
#: is resolved as the family it names, with the head of its coordination's last phrase
#: ("VS-based algorithms"), so it joins that family's other mentions and takes a noun for
#: a label, not the bare adjective "version space-based" (:func:`_conjunct_families`).
BASED_CONJUNCT_HEADS = True
#: The rule whose mentions name a family with a shared head written only after the last
#: conjunct.
_CONJUNCT_RULE = "method-based-conjunct"
#: The text between a conjunct and the phrase of its coordination that carries the head:
#: commas, "and" / "or" and other hyphenated conjuncts, nothing that ends a clause.
_CONJUNCT_GAP = re.compile(r"[\w\s,\-]{1,120}")
#: The last word of the head phrase: a common noun in small letters ("algorithms"; not
#: "GAN" of "DPM-based and GAN models", a name of its own).
_LAST_WORD = re.compile(r"(?<![A-Za-z])([a-z]+)\s*$")


def _conjunct_families(ex: Extraction) -> dict[str, str]:
    """The surfaces of a paper's "X-based" conjunct mentions (rule ``method-based-conjunct``)
    mapped to the family each names: the conjunct with the last word of the first later
    Method mention of its coordination ("VS-based" -> "VS-based algorithms" in "VS-based,
    RO-based, and PS-based algorithms"), read when :data:`BASED_CONJUNCT_HEADS` is on.

    Args:
        ex: one paper's extraction.
    Returns:
        conjunct surface -> surface with the shared head; empty when the paper has none or
        no head is found (a conjunct whose head phrase is not a later mention keeps its form).
    """
    if not BASED_CONJUNCT_HEADS:
        return {}
    conj = [m for m in ex.mentions if m.type == "Method" and m.rule == _CONJUNCT_RULE]
    if not conj:
        return {}
    text = ex.clean.text if ex.clean is not None else ""
    heads = sorted((m for m in ex.mentions if m.type == "Method" and m.rule != _CONJUNCT_RULE
                    and m.source == "abstract"), key=lambda m: (m.start, -m.end))  # (longest first)
    out: dict[str, str] = {}
    for m in conj:
        if m.source != "abstract" or m.text in out:
            continue
        for h in heads:
            if h.start < m.end:
                continue
            gap = text[m.end:h.start]
            last = _LAST_WORD.search(h.text)
            if _CONJUNCT_GAP.fullmatch(gap) and re.search(r"\b(?:and|or)\s+$", gap) is not None \
                    and last is not None and last.group(1).lower() != m.text.lower().rsplit("-", 1)[-1]:
                out[m.text] = f"{m.text} {last.group(1)}"
            break  # (only the first mention after the conjunct can carry its head)
    return out


def _surfaces(ex: Extraction) -> list[tuple[str, str, str]]:
    """All (type, surface, role) of a paper: mentions plus results' metrics and datasets."""
    items = [(m.type, m.text, m.role) for m in ex.mentions]
    for r in ex.results:
        if r.metric:
            items.append(("Metric", r.metric, "metric"))
        if r.dataset:
            items.append(("Dataset", r.dataset, "dataset"))
    return items


#: A dataset's name written with two or more numbers after one stem, joined by slashes
#: ("CIFAR-10/100", "CIFAR10/100", "NAS-Bench-101/201/301", "MOT16/17/20", "ImageNet-1K/21K"):
#: the stem (words, the last of letters only, perhaps a hyphen or space after it), the first
#: number and the others, each perhaps with a size letter; or with two or more versions
#: ("VQA-v1/v2", "Quokka-V1/V2/V3": each part a "v" and a number, perhaps with a dot; or
#: Roman numerals after a hyphen or space, "MIMIC-III/IV"; since session 56). Either may end
#: in a suffix that every part shares ("CIFAR-10/100-LT" = "CIFAR-10-LT" and "CIFAR-100-LT"). Names that share no stem ("MNIST/CIFAR-10") and names
#: of other types ("ResNet-18/50") are not read.
#: A Roman numeral from 1 to 10, as a version of a dataset ("MIMIC-III").
_ROMAN = r"(?:VI{0,3}|I[VX]|I{1,3}|X)"
_COORDINATED_NAME = re.compile(
    r"(?P<stem>(?:[A-Za-z][A-Za-z0-9]*[- ])*[A-Za-z]*[A-Z][A-Za-z]*[- ]?)"
    r"(?:(?P<first>\d+[kKM]?)(?P<rest>(?:/\d+[kKM]?)+)"
    r"|(?P<vfirst>[vV]\d+(?:\.\d+)?)(?P<vrest>(?:/[vV]\d+(?:\.\d+)?)+)"
    r"|(?<=[- ])(?P<rfirst>" + _ROMAN + r")(?P<rrest>(?:/" + _ROMAN + r")+))"
    r"(?P<suffix>-[A-Za-z][A-Za-z0-9]*)?")


def coordinated_parts(surface: str) -> tuple[str, ...]:
    """The names that a dataset's name coordinated by slashes stands for: "CIFAR-10/100" ->
    ("CIFAR-10", "CIFAR-100"), "NAS-Bench-101/201/301" -> ("NAS-Bench-101", "NAS-Bench-201",
    "NAS-Bench-301"), "UVG8/17" -> ("UVG8", "UVG17"), "VQA-v1/v2" -> ("VQA-v1", "VQA-v2"),
    "MIMIC III/IV" -> ("MIMIC III", "MIMIC IV"), "CIFAR-10/100-LT" -> ("CIFAR-10-LT", "CIFAR-100-LT") (:data:`_COORDINATED_NAME`); the
    annotation guidelines make such a name two datasets, the slash form an alias of both
    (eval/README.md, dev47's call). Empty for any other surface.

    Args:
        surface: a Dataset surface as written.
    Returns:
        the parts in written order, each the stem, one number or version and the shared
        suffix; () when ``surface`` is no such coordination.
    """
    m = _COORDINATED_NAME.fullmatch(surface.strip())
    if m is None:
        return ()
    kind = next(k for k in ("", "v", "r") if m.group(k + "first") is not None)
    numbers = (m.group(kind + "first"), *m.group(kind + "rest").split("/")[1:])
    suffix = m.group("suffix") or ""
    return tuple(m.group("stem") + n + suffix for n in numbers)


class NormalisedForms:
    """The normalised forms :func:`resolve` reads for every surface of every paper (mention
    texts, result metrics and datasets, acronym short and long forms), made ahead of it:
    they depend on one paper only, so ``kg build`` makes them paper by paper while the
    extraction workers run (:func:`kg.pipeline.extract_all`'s ``each_batch``), in its main
    process, which is otherwise idle then. Both functions are pure: a form made here is
    the one :func:`resolve` would make.

    Attributes:
        forms: text -> :func:`normalise` of it.
        short_forms: text -> its normalised short form (:func:`_acronym_norm`).
        capitals: paper id -> (its cleaned text, :func:`_mid_sentence_capitals` of it).
        words: paper id -> (its cleaned text, its :class:`TextWords`), for the labels'
            passes over the text (:func:`_common_noun_labels`); :func:`resolve` empties it
            once read (:meth:`drop_text_words`), as the tables are large and serve that one
            step.
    """

    def __init__(self) -> None:
        self.forms: dict[str, str] = {}
        self.short_forms: dict[str, str] = {}
        self.capitals: dict[str, tuple[str, tuple[Counter, set[str]]]] = {}
        self.words: dict[str, tuple[str, TextWords]] = {}

    def add(self, extractions: Iterable[Extraction]) -> None:
        """Make the forms of the surfaces of ``extractions`` (already made ones are kept)."""
        normalised, short = self.normalised, self.short
        for ex in extractions:
            self.mid_sentence_capitals(ex)
            self.text_words(ex)
            for a in ex.acronyms:
                short(a.short)
                normalised(a.long)
            for type_, surface, _role in _surfaces(ex):
                normalised(surface)
                short(surface)
                if type_ == "Metric" and (name := _metric_name(surface)) != surface:
                    normalised(name)
                    short(name)

    def normalised(self, text: str) -> str:
        """:func:`normalise` of ``text``, made once."""
        try:
            return self.forms[text]
        except KeyError:
            form = self.forms[text] = normalise(text)
            return form

    def mid_sentence_capitals(self, ex: Extraction) -> tuple[Counter, set[str]]:
        """:func:`_mid_sentence_capitals` of ``ex``, made once per paper (made again when a
        paper of that id comes with another text). The caller must not change the result."""
        made = self.capitals.get(ex.paper.id)
        if made is None or made[0] != ex.clean.text:
            made = self.capitals[ex.paper.id] = (ex.clean.text, _mid_sentence_capitals(ex))
        return made[1]

    def text_words(self, ex: Extraction) -> TextWords:
        """The :class:`TextWords` of ``ex``'s cleaned text, made once per paper (made again
        when a paper of that id comes with another text)."""
        made = self.words.get(ex.paper.id)
        if made is None or made[0] != ex.clean.text:
            made = self.words[ex.paper.id] = (ex.clean.text, TextWords(ex.clean.text))
        return made[1]

    def drop_text_words(self) -> None:
        """Forget the papers' :class:`TextWords` (made again on demand)."""
        self.words = {}

    def short(self, text: str) -> str:
        """The normalised short form of ``text`` (:func:`_acronym_norm`), made once."""
        try:
            return self.short_forms[text]
        except KeyError:
            form = self.short_forms[text] = _acronym_norm(text)
            return form


def resolve(extractions: Sequence[Extraction],
            previous: Optional[Mapping[tuple[str, str], str]] = None,
            previous_papers: Optional[Mapping[str, Iterable[str]]] = None,
            forms: Optional[NormalisedForms] = None,
            previous_ages: Optional[Mapping[str, str]] = None,
            previous_retired: Collection[str] = (),
            previous_labels: Optional[Mapping[str, str]] = None) -> Resolution:
    """Resolve the mentions of all papers into entities (algorithm in the module docstring).

    Args:
        extractions: one :class:`Extraction` per paper (any order; the result does not
            depend on it).
        previous: keys of an earlier build, ``(entity type, normalised label or alt label)
            -> key``: an entity one of whose names had a key before keeps that key (so an
            incremental build does not rename IRIs when the most frequent form changes),
            unless another entity claimed it first (sorted order).
        previous_papers: the paper ids of each earlier key: among the entities that share a
            name with an earlier entity, the one with most of its papers keeps its key (a
            new paper's namesake does not take it over).
        previous_ages: the generation that published each earlier key (any sortable text,
            oldest smallest): when new papers merge entities that each had a key, the merged
            entity keeps the key its label's slug names, else the oldest, else the one with
            the most earlier papers (:func:`_surviving_key`); the others are replaced.
        previous_retired: the keys earlier merges retired (``dcterms:isReplacedBy``): when
            the merge comes apart again, the part whose label's slug is one of them takes it
            back.
        previous_labels: the prefLabel of each earlier key (a store's committed graph): an
            entity that keeps an earlier key keeps that label while it is still a spelling its
            papers write of the name this build would label it with (:func:`_keep_previous_labels`,
            :data:`KEEP_STORED_LABELS`); the decisions are in :attr:`Resolution.kept_labels`.
        forms: normalised forms made ahead (:class:`NormalisedForms`); the ones missing
            are made here (and added to it). The result does not depend on it.

    Returns:
        a :class:`Resolution` whose entities have sorted ``alt_labels`` and ``papers``.
    """
    extractions = sorted(extractions, key=lambda e: e.paper.id)
    # The same surface forms recur across papers: normalise each once (pure functions).
    forms = NormalisedForms() if forms is None else forms
    normalised, acronym_norm = forms.normalised, forms.short
    # Global view of expansions: acronym norm -> Counter of long-form identities (one per
    # paper), and for each identity its smallest normalised form (a deterministic choice).
    expansion_counts: dict[str, Counter] = defaultdict(Counter)
    form_of: dict[str, str] = {}
    written: dict[str, Counter] = defaultdict(Counter)
    # the same per kind of entity (:data:`_KIND`) the paper writes the short or long form as
    kind_counts: dict[tuple[str, str], Counter] = defaultdict(Counter)
    # the same from the definitions whose paper writes the short or long form as that kind
    typed_counts: dict[tuple[str, str], Counter] = defaultdict(Counter)
    per_paper = {ex.paper.id: _paper_acronyms(ex, acronym_norm) for ex in extractions}
    _drop_loose_definitions(extractions, per_paper, forms)
    _complete_clipped_definitions(extractions, per_paper, normalised)
    # the papers that define each short form, those of them that propose the name, and its expansions
    definers: dict[str, set[str]] = defaultdict(set)
    coiners: dict[str, set[str]] = defaultdict(set)
    meanings: dict[str, set[str]] = defaultdict(set)
    # the expansions of each short form in small and capital letters, as written ("mAP")
    cased_counts: dict[str, Counter] = defaultdict(Counter)
    for ex in extractions:
        acr = per_paper[ex.paper.id]
        if not acr:
            continue
        kinds_of = _kinds_written(ex)
        named = _proposed_names(ex)
        for short_norm, (short, long) in acr.items():
            long_form = normalised(long)
            ident = _identity(long_form)
            definers[short_norm].add(ex.paper.id)
            meanings[short_norm].add(long_form)
            if short in named or long in named:
                coiners[short_norm].add(ex.paper.id)
            expansion_counts[short_norm][ident] += 1
            if _mixed_case(short):
                cased_counts[_singular_short(short)][ident] += 1
            typed = kinds_of.get(short, _NO_KINDS) | kinds_of.get(long, _NO_KINDS)
            for kind in typed or _ALL_KINDS:
                kind_counts[(short_norm, kind)][ident] += 1
            for kind in typed:
                typed_counts[(short_norm, kind)][ident] += 1
            written[ident][long] += 1
            if ident not in form_of or long_form < form_of[ident]:
                form_of[ident] = long_form
    # An undefined short form reads as the dominant expansion of the definitions that write
    # it as its own kind of entity: "MAE" as a metric is "mean absolute error", as a method
    # a "masked autoencoder". A short form inside a longer name reads as the dominant
    # expansion of all its definitions ("LLM accuracy"), unless the definitions of the
    # name's own kind disagree with it ("validation MAE" stays). Each expansion also as
    # papers most often write it: the label of a name read through it.
    # (where the definitions that count for every kind leave a metric or a dataset
    # ambiguous, those written as that kind decide: "EM" as a metric is "exact match",
    # written so, not the "expectation maximization" of papers whose EM is no mention. An
    # untyped name reads first as a method or task, the kind of most short forms: "FFT" as a
    # method stays ambiguous between an untyped "fast Fourier transform" and a typed
    # "full fine-tuning")
    kind_dominant = {key: d for key, counts in kind_counts.items()
                     if (d := _dominant(counts, form_of)) is not None
                     or key[1] in _NARROW_KINDS and key in typed_counts
                     and (d := _dominant(typed_counts[key], form_of)) is not None}
    expansions = {kind: {k: form_of[d] for (k, kd), d in kind_dominant.items() if kd == kind} for kind in _ALL_KINDS}
    overall = {k: d for k, c in expansion_counts.items() if (d := _dominant(c, form_of)) is not None}
    best_written = {d: _most_common(written[d]) for d in set(overall.values())}
    coined = _coined(extractions, definers, coiners, meanings, normalised)
    # a short form in small and capital letters is its own spelling: where all its spellings
    # are ambiguous ("MAP" maximum a posteriori, "mAP" mean average precision), the papers
    # that define it as written decide (_join_cased_short_forms)
    cased = {k: form_of[d] for k, c in cased_counts.items()
             if acronym_norm(k) not in coined and (d := _dominant(c, form_of)) is not None}
    inner: dict[str, dict[str, str]] = {}
    inner_written: dict[str, dict[str, str]] = {}
    for kind in _ALL_KINDS:
        agreed = [(k, d) for k, d in overall.items() if (k, kind) not in kind_counts or kind_dominant.get((k, kind)) == d]
        inner[kind] = {k: form_of[d] for k, d in agreed}
        inner_written[kind] = {k: best_written[d] for k, d in agreed}
    plain = {ident: _plainest_spelling(spellings) for ident, spellings in written.items()}
    # an expansion that one paper alone gives goes inside another paper's name only where
    # that paper's text or Papers with Code backs it ("PC algorithm" is no "principal
    # component algorithm": _SupportedExpansions)
    thin = _thin_expansions(overall, definers, form_of)
    names = _written_names(extractions, normalised) if thin else frozenset()
    # an expansion with a short form of its own reads spelt out, as its papers' long forms do
    # ("WGAN" -> "Wasserstein GANs" -> "wasserstein generative adversarial network")
    for kind, table in expansions.items():
        if kind == _KIND["Dataset"]:
            continue
        for (k, kd), d in kind_dominant.items():
            if kd == kind and (spelt := _expand_inner(_most_common(written[d]), {}, inner[kind], acronym_norm)):
                table[k] = normalised(spelt)

    # papers that coin one short name in different capitals name different things ("MoNet", "MONet")
    cased_names = _cased_proposals(extractions, per_paper, normalised, acronym_norm)
    spellings: dict[str, set[str]] = defaultdict(set)
    for (pid, norm), spelling in cased_names.items():
        if pid:
            spellings[norm].add(spelling)
    clusters: dict[tuple[str, str], _Cluster] = {}
    assignment: dict[tuple[str, str, str], tuple[str, str]] = {}
    before: set[tuple[str, str, str]] = set()
    capital_words: set[str] = set()  # words some paper writes with a name's capital
    # (paper, type, surface) of a short form or long form of a paper's definition -> the short form (_join_generic_heads)
    defined_shorts: dict[tuple[str, str, str], str] = {}
    for ex in extractions:
        pid = ex.paper.id
        acr = per_paper[pid]
        long_to_short = {normalised(long): short for short, long in acr.values()}
        mid_capitals, words = forms.mid_sentence_capitals(ex)
        proposed = _proposed_names(ex)
        given = _given_names(ex) if proposed else frozenset()
        capital_words |= words
        inner_here, written_here = _SupportedExpansions.per_paper(ex, inner, inner_written, thin)
        reading = ((inner, inner_written), (inner_here, written_here), names, acronym_norm)
        counted: set[tuple[str, str]] = set()  # (type, text) whose mid-sentence capitals are counted
        families = _conjunct_families(ex)
        after_number = _after_number(ex) if SHORT_FORM_OWN else frozenset()
        for type_, written_as, role in _surfaces(ex):
            # "absolute mIOU" is the metric "mIOU" (the modifier belongs to a gain)
            surface = _metric_name(written_as) if type_ == "Metric" else written_as
            short_only = False  # the words before a closing short form are no part of the name
            if SHORT_FORM_OWN and type_ != "Dataset":
                own_short = _short_form_own(surface, after_number)
                short_only, surface = own_short != surface, own_short
            if type_ == "Method" and written_as in families:
                surface = families[written_as]  # "VS-based" of "VS-based and RO-based algorithms"
            # "Layout-to-image (L2I) generation" is "Layout-to-image generation": the bracket
            # defines a short form of the words before it and names nothing of its own
            surface = _without_inner_short(surface, acr)
            # "CIFAR-10/100" is CIFAR-10 here and CIFAR-100 below (the written form an alias of both)
            parts = coordinated_parts(surface) if type_ == "Dataset" and "/" in surface else ()
            if parts:
                surface = parts[0]
            norm = normalised(surface)
            if not norm:
                continue
            before.add((pid, type_, normalised(written_as)))
            short: Optional[str] = None
            long_surface: Optional[str] = None
            readable: Optional[str] = None  # a name with its inner short forms spelt out
            borrowed = False  # an established short form the paper "proposes" undefined
            snorm = acronym_norm(surface)
            if snorm in acr and (surface.strip() == acr[snorm][0] or surface.strip().rstrip("s") == acr[snorm][0].rstrip("s")):
                short, long_surface = acr[snorm][0], acr[snorm][1]
                form = _long_form(long_surface, type_, acr, _SupportedExpansions.by_kind(long_surface, acr, type_, reading),
                                  normalised, acronym_norm)
            elif norm in long_to_short:
                short, long_surface = long_to_short[norm], surface
                form = _long_form(surface, type_, acr, _SupportedExpansions.by_kind(surface, acr, type_, reading),
                                  normalised, acronym_norm)
            elif (_looks_like_acronym(surface) or _camel_short(surface)) and snorm in expansions[_KIND[type_]] \
                    and (written_as not in proposed and surface not in proposed
                         or surface not in given and (borrowed := _established_short(snorm, pid, definers))) \
                    and snorm not in coined:
                short = surface.strip()
                form = expansions[_KIND[type_]][snorm]
            elif _looks_like_acronym(surface):
                # a plural short form is its singular, also where the English singular of
                # the head word keeps an "-us" ("GRUs" = "GRU", as "LLMs" = "LLM")
                form = snorm if snorm != norm and surface.endswith("s") else norm
                short = surface.strip()
            else:
                form = norm
                # a dataset's name is a proper name: "AG News", "NAS-Bench-201", "YouTube-VOS"
                tables = None if type_ == "Dataset" else _SupportedExpansions.tables(surface, acr, _KIND[type_], *reading)
                expanded = None if tables is None else _expand_inner(surface, acr, tables[0], acronym_norm)
                if expanded is not None:
                    form = normalised(expanded)
                    readable = _expand_inner(surface, acr, tables[1], acronym_norm, written=True,
                                             plain=plain)
            ck = (type_, _method_identity(form, long_surface or surface) if type_ == "Method" else _cluster_identity(type_, form, long_surface or surface))
            if cased_names and form == norm and not long_surface and ("", norm) in cased_names:
                # a short name coined in several capitals: the proposing paper's spelling, or
                # another paper's where it writes one of them exactly ("MONet" is not "MoNet")
                spelling = cased_names.get((pid, norm)) or _singular_short(surface.strip())
                if spelling in spellings[norm]:
                    ck = (type_, f"{ck[1]} {spelling}")
            cl = clusters.get(ck)
            if cl is None:
                cl = clusters[ck] = _Cluster(type=type_, form=form)
            cl.surfaces[written_as] += 1
            if short_only and ALIASES_UNCLIPPED:
                cl.short_only.add(written_as)
            if written_as in mid_capitals and (type_, written_as) not in counted:
                counted.add((type_, written_as))
                cl.mid_written[written_as] += mid_capitals[written_as]
                if type_ == "Method" and written_as in families:
                    # "Bayesian-based" written mid-sentence: so is its family's "Bayesian-based techniques"
                    cl.mid_written[families[written_as]] += mid_capitals[written_as]
            if long_surface:
                cl.long_surfaces[long_surface] += 1
                if long_surface in mid_capitals and (type_, long_surface) not in counted:
                    counted.add((type_, long_surface))
                    cl.mid_written[long_surface] += mid_capitals[long_surface]
            elif not short and form == norm:
                cl.plain[surface] += 1  # (a name read through an inner acronym is no long form)
            elif not short and readable:
                cl.expanded[readable] += 1
            if short:
                cl.shorts[short.rstrip("s") if short.endswith("s") and short[:-1].isupper() else short] += 1
                if long_surface:
                    defined_shorts[(pid, type_, written_as)] = short
            cl.papers.add(pid)
            if role in _NAMED_ROLES and written_as in proposed and not borrowed:
                cl.named_papers.add(pid)
            assignment[(pid, type_, written_as)] = ck
            for n, part in enumerate(parts[1:], 1):
                # the other parts of a coordinated name, each a dataset of its own, kept in
                # ``assignment`` under (paper, type, surface, n) so that the joins follow them
                pk = (type_, _cluster_identity(type_, normalised(part), part))
                pc = clusters.get(pk)
                if pc is None:
                    pc = clusters[pk] = _Cluster(type=type_, form=normalised(part))
                pc.surfaces[written_as] += 1
                pc.plain[part] += 1
                pc.papers.add(pid)
                if role in _NAMED_ROLES and written_as in proposed:
                    pc.named_papers.add(pid)
                assignment[(pid, type_, written_as, n)] = pk

    own = dict(assignment)  # each mention's first cluster (_join_generic_heads)
    _merge_reordered(clusters, assignment)
    _join_named_models(clusters, assignment)
    joined: dict[tuple[str, str], tuple[str, str]] = {}  # (assignment is pointed once, below)
    _join_cased_short_forms(clusters, joined, cased)
    _join_neural_networks(clusters, joined)
    _join_vocabulary_names(clusters, joined, normalised)
    _join_publisher_prefixes(clusters, joined)
    _join_dataset_variants(clusters, joined)
    _join_expansion_variants(clusters, joined, acronym_norm)
    _join_undefined_initials(clusters, joined, definers, acronym_norm)
    _join_generic_heads(clusters, own, assignment, joined, normalised, defined=defined_shorts)
    _join_head_variants(clusters, joined, normalised)
    _join_participle_variants(clusters, joined, acronym_norm)
    if ION_ADJECTIVES:
        _join_ion_adjectives(clusters, joined)
    _redirect(assignment, joined)
    _keep_name_capitals(clusters, capital_words)
    res = Resolution(mentions_before=len(before), normalised=normalised)
    small_words = _small_words(clusters)
    labels = {ck: _plain_label(_label(cl), cl, small_words) for ck, cl in clusters.items()}
    if COMMON_NOUN_CASE:
        _common_noun_labels(clusters, labels, extractions, forms.text_words)
    forms.drop_text_words()  # (read by that step only: not kept beside the graph)
    if METRIC_CANONICAL:
        _canonical_metric_labels(clusters, labels)
    labels = _distinct_labels(clusters, labels, written)
    keys = _assign_keys(clusters, previous or {}, previous_papers or {}, labels, previous_ages, previous_retired)
    if GAZETTEER_LABELS:
        # (after the keys: an IRI never changes with the spelling its label is published in)
        labels = _gazetteer_labels(clusters, labels)
    kept: dict[tuple[str, str], str] = {}
    if previous_labels and KEEP_STORED_LABELS:
        # (last: the label this build would choose is compared with the store's)
        kept = _keep_previous_labels(clusters, labels, keys, previous_labels, normalised)
    for ck in sorted(clusters):
        cl = clusters[ck]
        key = keys[ck]
        label = labels[ck]
        # a name read with its short forms spelt out stays findable when the written form is the label
        spelt = set(cl.expanded) if cl.expanded and not _readable(cl) else set()
        # (a surface read as its closing short form alone is no name of the entity: "changes LLMs")
        alts = sorted({s for s in cl.surfaces if s != label and s not in cl.short_only} | {s for s in _longs(cl) if s != label}
                      | {s for s in cl.shorts if s != label} | {s for s in spelt if s != label})
        # (a surface with a stray quote, "momentum-enriched' optimization algorithms", as its label is written)
        alts = sorted({_unquoted(s) for s in alts} - {label})
        if ck in kept:  # (the label its papers alone give stays a name of the entity)
            alts = sorted({*alts, kept[ck]} - {label})
        res.entities[key] = Entity(
            key=key, type=cl.type, label=label, alt_labels=alts, papers=sorted(cl.papers),
            # only a short form with a known expansion is an acronym (not "CelebA" alone)
            acronym=_singular_short(_most_common(cl.shorts)) if cl.shorts and cl.long_surfaces else None,
            named=_named(cl),
        )
        if ck in kept:
            res.kept_labels[key] = (label, kept[ck])
    if METRIC_BROADER:
        # a specialisation's skos:broader general metric, created if no paper names it (session 59)
        add_broader(res.entities, slugify)
    for ident, ck in assignment.items():
        if len(ident) == 3:
            res.index[ident] = keys[ck]
    for ident, ck in sorted((i, c) for i, c in assignment.items() if len(i) == 4):
        mention = ident[:3]
        if keys[ck] != res.index[mention] and keys[ck] not in res.also.get(mention, ()):
            res.also[mention] = (*res.also.get(mention, ()), keys[ck])
    return res


def preload() -> None:
    """Make the tables :func:`resolve` reads from the shipped vocabularies (each cached for
    the process: Papers with Code's short names (:func:`_pwc_short_names`), dataset and method
    names (:func:`_known_names`, :func:`_pwc_method_identities`, :func:`_dataset_name_words`),
    the usual spellings of its names (:func:`_gazetteer_spellings`), metric names), so that
    :func:`resolve` does not make them on the build's critical path: ``kg build`` calls it in
    a background thread while the extraction workers run (:func:`kg.pipeline._preload_linking`).
    The result of :func:`resolve` is the same either way.

    Raises:
        kg.vocab.VocabError: a shipped vocabulary file is missing or unreadable.
    """
    from kg.vocab import dataset_labels, metric_names

    for table in (_pwc_short_names, _known_names, _pwc_method_identities, _dataset_name_words,
                  _gazetteer_spellings, metric_names, dataset_labels):
        table()


#: Rules of kg.extract.roles_proposals that mark a name as proposed without naming it as the
#: paper's own: a part of a contribution ("component-..."), the object of a contribution verb
#: ("we introduce ... the KL training method"), a variant or a conjoined name. Any other rule
#: ("a new approach called DG", "DG: ..." in the title, "our DG", a quoted term) gives the
#: paper's thing a name of its own: such a short form is the paper's coinage even where
#: other papers define the letters otherwise (domain generalization), not a borrowed one
#: (:func:`_established_short`).
_BORROWING_RULE = re.compile(r"component-.*|propose-(?:object|variant|conjoined)")


def _given_names(ex: Extraction) -> frozenset[str]:
    """The texts of the paper's proposals that name its own thing: a proposing role by a rule
    other than :data:`_BORROWING_RULE`."""
    return frozenset(m.text for m in ex.mentions if m.role in _NAMED_ROLES and not _BORROWING_RULE.fullmatch(m.rule))


#: How many other papers of a build must define a short form for one paper's undefined use
#: of it to read as the build's expansion even where that paper "proposes" it
#: (:func:`_established_short`). One definer elsewhere is no proof: a paper coining "LESS",
#: "SIFT" or "PEAK" undefined collides with another paper's coinage (icml2024 corpus).
ESTABLISHED_DEFINERS = 2


def _established_short(snorm: str, pid: str, definers: Mapping[str, set[str]]) -> bool:
    """Whether the short form ``snorm`` (:func:`_acronym_norm`), which paper ``pid`` writes
    with a proposing role but does not define, is an established one that it borrows: at
    least :data:`ESTABLISHED_DEFINERS` other papers of the build define it. An abstract that
    coins a short name defines or spells it; an undefined "MoE", "PPO" or "DP" that the
    extraction took for a part or an object of a contribution ("evaluations of X, including
    the MoE model Mixtral", "our reference PPO implementation") is the concept the other
    papers define, and reads through its dominant expansion as any undefined short form
    does (:func:`resolve`, rule 3; still not a short name coined in the build, nor one
    without a dominant expansion, nor one the paper gives as a name: :func:`_given_names`,
    "a new approach called DG" is no domain generalization). On 4,610 corpus abstracts (neurips2023 and icml2024) 5
    mentions were so read, 5 right (MoE, PPO, KL, DP, DP-SGD)."""
    others = definers.get(snorm)
    return bool(others) and len(others - {pid}) >= ESTABLISHED_DEFINERS


def _coined(extractions: Sequence[Extraction], definers: Mapping[str, set[str]],
            coiners: Mapping[str, set[str]], meanings: Mapping[str, set[str]], normalised) -> set[str]:
    """The short forms of names coined in the build: every paper that defines the short form
    proposes the name (a mention of the short or long form with a role of
    :data:`_NAMED_ROLES`: "we present Meta Demonstration Distillation (MEND)"), and no other
    paper writes one of its long forms. Another paper's undefined short form of such a name
    is no evidence that it means the coinage ("MEND" as the model editor another paper
    compares with, "LiDAR" as the sensor where one paper coins "LiDAR (Linear Discriminant
    AnalysisRank)"): it does not join it (rule 3 of the module docstring). A name that
    other papers write out in full is in use beyond its paper ("Tree of Thoughts"), and
    its short form joins it as before.

    Args:
        extractions: all papers.
        definers: normalised short form -> ids of the papers that define it.
        coiners: the same -> ids of those papers that propose the name.
        meanings: the same -> its long forms, normalised (compared without spaces: "fine
            tuning" = "finetuning").
        normalised: the build's normaliser (:meth:`NormalisedForms.normalised`).
    Returns:
        the normalised short forms of the coined names.
    """
    candidates = {short for short, papers in coiners.items() if papers == definers[short]}
    if not candidates:
        return set()
    owners: dict[str, set[str]] = {}  # a candidate's long form without spaces -> its definers
    for short in candidates:
        for long_form in meanings[short]:
            owners.setdefault(long_form.replace(" ", ""), set()).update(definers[short])
    used_elsewhere: set[str] = set()
    for ex in extractions:
        pid = ex.paper.id
        for m in ex.mentions:
            if " " in m.text or "-" in m.text:  # (a long form has two words at least)
                key = normalised(m.text).replace(" ", "")
                if key in owners and pid not in owners[key]:
                    used_elsewhere.add(key)
    return {short for short in candidates
            if not any(long_form.replace(" ", "") in used_elsewhere for long_form in meanings[short])}


#: A word of a text as :func:`_text_words` compares it: letters and digits.
_PLAIN_WORD = re.compile(r"[a-z0-9]+")


def _text_words(text: str) -> str:
    """``text`` as a string of words for finding a phrase in it: small letters and digits, one
    space between words (hyphens and other marks are spaces), a plural "s" cut from a word of
    four letters or more ("Principal Components" -> "principal component"); with a space at
    either end, so that `` f" {phrase} " in _text_words(text)`` finds whole words only."""
    return " " + " ".join(w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w
                          for w in _PLAIN_WORD.findall(text.lower())) + " "


@lru_cache(maxsize=1)
def _pwc_short_names() -> dict[str, frozenset[str]]:
    """Short name of a Papers with Code method, normalised (:func:`_acronym_norm`: "wgan") ->
    the identities (:func:`_identity`) of the full names PwC gives it ("wassersteingan"),
    where the full name is another name than the short one."""
    from kg.vocab import pwc_methods
    out: dict[str, set[str]] = defaultdict(set)
    for rec in pwc_methods().values():
        if rec.name and rec.full_name and _vocab_normalise(rec.full_name) != _vocab_normalise(rec.name):
            out[_acronym_norm(rec.name)].add(_identity(normalise(rec.full_name)))
    return {k: frozenset(v) for k, v in out.items()}


def _thin_expansions(overall: Mapping[str, str], definers: Mapping[str, set[str]],
                     form_of: Mapping[str, str]) -> dict[str, str]:
    """The build-wide expansions of short forms (:func:`resolve`, step 3) that one paper
    alone gives and that Papers with Code does not pair with the short form: evidence too
    thin to read the short form so inside another paper's longer name. Across 2,000
    abstracts (neurips2023 + iclr2024) a single definition put in elsewhere was wrong in 4
    names of 29 ("L2 AP" read with another paper's "adversarial purification (AP)", "BBO
    baselines" with a "Bayesian bilevel optimization (BBO)", "IT operations" with an
    "inferotemporal (IT)"; in 600 of them, "the PC algorithm" of causal discovery with
    "principal components (PCs)"); expansions that two papers give or more, in 2 names of
    189 ("k -NN", "Megatron-LM"). Kept where the paper backs them (:class:`_SupportedExpansions`),
    on 8,460 abstracts 15 wrong spelt-out labels go ("SO(3)-equivariant" as "Shuffle
    Once(3)-equivariant") and 24 right ones stay as written ("RNA design", "ROC curves").

    Args:
        overall: normalised short form -> identity of its dominant expansion (:func:`_dominant`).
        definers: normalised short form -> ids of the papers that define it.
        form_of: identity -> the expansion's normalised form.
    Returns:
        normalised short form -> the expansion's normalised form, for the thin ones.
    """
    pwc = None
    out: dict[str, str] = {}
    for short, ident in overall.items():
        if len(definers.get(short, ())) >= 2:
            continue
        if pwc is None:
            pwc = _pwc_short_names()
        if ident not in pwc.get(short, ()):
            out[short] = form_of[ident]
    return out


class _SupportedExpansions(Mapping):
    """A table of build-wide expansions (normalised short form -> long form) as one paper
    may read its short forms inside a longer name (:func:`_expand_inner`): a thin expansion
    (:func:`_thin_expansions`) only where the paper's own text writes its words ("... the
    variance along principal components" backs "PC" = "principal component"), otherwise
    as the table gives it. Lookups go through :meth:`get`; the text is read on the first
    lookup of a thin short form."""

    __slots__ = ("table", "thin", "ex", "support")

    def __init__(self, table: Mapping[str, str], thin: Mapping[str, str], ex: Extraction,
                 support: dict) -> None:
        self.table, self.thin, self.ex, self.support = table, thin, ex, support

    def get(self, key, default=None):
        value = self.table.get(key, default)
        if value is default or key not in self.thin:
            return value
        found = self.support.get(key)
        if found is None:
            if None not in self.support:  # (the paper's words, under the key None)
                self.support[None] = _text_words(self.ex.clean.text)
            found = self.support[key] = _text_words(self.thin[key]) in self.support[None]
        return value if found else default

    def __getitem__(self, key):
        value = self.get(key, _MISSING)
        if value is _MISSING:
            raise KeyError(key)
        return value

    def __iter__(self):
        return (k for k in self.table if self.get(k, _MISSING) is not _MISSING)

    def __len__(self) -> int:
        return sum(1 for _ in self)

    @staticmethod
    def tables(surface: str, acr: Mapping[str, tuple[str, str]], kind: str, build: tuple[Mapping, Mapping],
               paper: tuple[Mapping, Mapping], names: Collection[str], acronym_norm) -> tuple[Mapping, Mapping]:
        """The tables (normalised, written) to read the inner short forms of ``surface`` with:
        the build's (``build``: kind -> table each) where the name they spell out is a name
        that some paper of the build writes (``names``: identities, :func:`_written_names`:
        "offline RL" read as the "offline reinforcement learning" another paper writes), else
        the paper's (``paper``, :meth:`per_paper`)."""
        thin = getattr(paper[0][kind], "thin", None)
        if not thin or not any(acronym_norm(w) in thin for w in _INNER_SHORT.findall(surface)):
            return build[0][kind], build[1][kind]  # (no thin short form in it: the tables read it alike)
        full = _expand_inner(surface, acr, build[0][kind], acronym_norm)
        if full is not None and _identity(normalise(full)) in names \
                and full != _expand_inner(surface, acr, paper[0][kind], acronym_norm):
            return build[0][kind], build[1][kind]
        return paper[0][kind], paper[1][kind]

    @staticmethod
    def by_kind(long: str, acr: Mapping[str, tuple[str, str]], type_: str, reading: tuple) -> Mapping[str, Mapping]:
        """For :func:`_long_form`: kind -> the table (:meth:`tables`) to read the inner short
        forms of a definition's long form ``long`` with, for a mention of type ``type_``;
        ``reading``: the arguments of :meth:`tables` after ``kind``."""
        kind = _KIND[type_]
        return {kind: _SupportedExpansions.tables(long, acr, kind, *reading)[0]}

    @staticmethod
    def per_paper(ex: Extraction, inner: Mapping[str, Mapping[str, str]],
                  inner_written: Mapping[str, Mapping[str, str]], thin: Mapping[str, str]) -> tuple[dict, dict]:
        """The tables of ``inner`` and ``inner_written`` (kind -> short -> long) as paper
        ``ex`` may use them; the tables themselves when nothing is thin."""
        if not thin:
            return inner, inner_written
        support: dict = {}  # shared: the paper's words (None) and the answer for each thin short form
        return ({kind: _SupportedExpansions(t, thin, ex, support) for kind, t in inner.items()},
                {kind: _SupportedExpansions(t, thin, ex, support) for kind, t in inner_written.items()})


_MISSING = object()


def _written_names(extractions: Sequence[Extraction], normalised) -> frozenset[str]:
    """The identities (:func:`_identity`) of every name that a paper of the build writes (its
    mentions' texts, results' metrics and datasets, definitions' long forms)."""
    out: set[str] = set()
    for ex in extractions:
        for _type, surface, _role in _surfaces(ex):
            out.add(_identity(normalised(surface)))
        for a in ex.acronyms:
            out.add(_identity(normalised(a.long)))
    return frozenset(out)


#: A trailing generic head of a normalised task form: "graph similarity problem" is the task
#: "graph similarity" (:mod:`kg.evaluate` reads it on its space-free keys: ``_KEY_TASK_TRAILER``); one word alone stays.
TASK_TRAILER = re.compile(r"(?<=\w) (?:task|problem)s?$")
#: Switch (session 53): a metric's trailing "score" or "metric" (:data:`_METRIC_HEAD`) says
#: what kind of thing the name before it is, not which metric: "toxicity score" = "toxicity",
#: "exact match score" = "exact match", "fairness metric" = "fairness", "FID score" = "FID"
#: (:func:`_cluster_identity`; Metric mentions only, so "attention score" of a method stays).
METRIC_HEADS = True
#: A trailing "score" or "metric" of a metric's normalised form after a word of two letters
#: or more (not "z-score", "F-score" or a "score" alone); "value" stays ("Q-value", "p-value",
#: "Shapley value" name other things than "Q", "p" or "Shapley").
_METRIC_HEAD = re.compile(r"(?<=[a-z0-9]{2}) (?:score|metric)s?$")
#: A trailing generic head of a dataset's name as written ("nuScenes Dataset", "Waymo Open
#: Dataset", "DeepMind Control Suite"), after a word (group 1); group 2 is the head.
_DATASET_TRAILER = re.compile(
    r"(\S+)([\s-]+(?:data[\s-]?sets?|benchmarks?|corpus|corpora|suites?)\W*)$", re.IGNORECASE)
#: A capital or a digit after a name's first character: the name before a dataset's trailing
#: head is a proper name even where its last word is in small letters ("DeepMind control suite"
#: = "DeepMind Control Suite"; not a sentence's first capital: "Large image dataset").
_NAME_CAPITAL = re.compile(r"[A-Z0-9]")
#: "top-1", "top 5" as a metric of its own: the accuracy of that name ("top-1 accuracy").
_TOP_K = re.compile(r"top ?\d+")
#: "acc" or "Acc" (perhaps with a full stop) as a word of a metric's name: the usual
#: abbreviation of "accuracy" ("top-1 acc", "Acc."); "ACC" in capitals is a short form.
_ACC_WORD = re.compile(r"(?<![A-Za-z0-9])[Aa]cc\b\.?")
#: A modifier of a metric written before a short form ("absolute mIOU", "average FPR95"):
#: it says how a gain or a score is counted, not which metric it is. Group 1: the short form.
_METRIC_MODIFIER = re.compile(r"(?:absolute|relative|average|mean|overall)[\s-]+(\S+)", re.IGNORECASE)


def _canonical_metric_labels(clusters: Mapping[tuple[str, str], _Cluster], labels: dict[tuple[str, str], str]) -> None:
    """Label each Metric cluster whose label has a canonical name
    (:func:`kg.metric_norm.canonical_metric`, short forms not expanded: "ppl" -> "perplexity",
    "Frechet Inception Distance" -> "Fréchet Inception Distance", "Pass@1 rate" -> "pass@1";
    "PSNR" stays) with that name; the written forms stay its alt labels. Changes ``labels`` in place."""
    for ck, cl in clusters.items():
        if cl.type == "Metric" and (canon := canonical_metric(labels[ck], expand_short=False)) is not None:
            labels[ck] = canon


def _metric_name(surface: str) -> str:
    """The metric a surface names without a modifier before a short form (:data:`_METRIC_MODIFIER`:
    "absolute mIOU" -> "mIOU", "average FPR95" -> "FPR95"); any other surface as it is
    ("average precision", "mean absolute error", "relative error": there the first word is
    part of the metric's name)."""
    m = _METRIC_MODIFIER.fullmatch(surface.strip())
    return m.group(1) if m and _looks_like_acronym(m.group(1)) else surface


#: Switch (session 51): a mention whose words before a closing short form are no part of
#: the short form's name is the short form's entity (:func:`_short_form_own`): "changes LLMs"
#: (of "the changes LLMs undergo") and "length LLM" (of "a 256k length LLM") are LLMs, not
#: "changes large language models" and "length large language model".
SHORT_FORM_OWN = True
#: Switch (session 53): a mention that :data:`SHORT_FORM_OWN` reads as its closing short form
#: alone is no alias of the entity ("changes LLMs", "length LLM", "chain-of-thought prompting
#: skews LLMs" were altLabels of "large language model"); the short form itself is one
#: already. (Where the same surface is also the entity's label, it stays the label.)
ALIASES_UNCLIPPED = True
#: A mention's last word that is a short form (:data:`_INNER_SHORT`), after a space, and the
#: word before it: group "before", group "short".
_CLOSING_SHORT = re.compile(r"(?:.*\s)?(?P<before>\S+)\s+(?P<short>[A-Z]{2,6}s?)")
#: A number with a size letter ("256k", "7B", "1.5M") and a space or hyphen right before a
#: mention: the start of a measure ("256k length LLM") the mention leaves out. (A plain
#: number counts the mention's head: "8 short-form QA tasks" keeps "short-form QA".)
_NUMBER_BEFORE = re.compile(r"(?<![\w.])\d+(?:[.,]\d+)?[kKMBT][\s-]+$")


def _after_number(ex: Extraction) -> frozenset[str]:
    """The mention texts of a paper that some mention of the text has a number with a size
    letter right before it in the abstract (:data:`_NUMBER_BEFORE`: "256k length LLM" written as the mention
    "length LLM"), for :func:`_short_form_own`."""
    text = ex.clean.text
    return frozenset(m.text for m in ex.mentions
                     if not m.in_title and _NUMBER_BEFORE.search(text, max(0, m.start - 24), m.start))


def _short_form_own(surface: str, after_number: Collection[str]) -> str:
    """The short form that closes a mention, where the words before it are no part of its
    name; else ``surface`` itself.

    The words go when the one right before the short form is a plural noun in small letters
    (:func:`kg.vocab.singular_phrase` changes it: "changes LLMs", of "the changes LLMs
    undergo", where the plural is a noun of its own, no modifier; a name's modifiers are
    singular: "offline RL", "black-box LLMs"), or when the text has a number with a size
    letter right before the mention (``after_number``, :func:`_after_number`: "length LLM"
    of "a 256k length LLM", a measure whose number the mention left out; not "short-form QA"
    of "8 short-form QA tasks").

    Args:
        surface: a mention's text (a method, task or metric; a dataset's name is a proper name).
        after_number: the paper's mention texts that follow a number.
    Returns:
        e.g. "LLMs" for "changes LLMs"; "offline RL" for "offline RL".
    """
    m = _CLOSING_SHORT.fullmatch(surface.strip())
    if m is None:
        return surface
    before = m.group("before")
    if surface in after_number or before[:1].islower() and before.isalpha() \
            and _vocab_singular_phrase(before) != before:
        return m.group("short")
    return surface


#: A generic head word of a method's normalised form: "algorithm", "method", "approach",
#: "technique" say the same of the name before them.
_GENERIC_METHOD_HEAD = re.compile(r" (?:algorithm|method|approach|technique)$")


def _method_identity(form: str, written: str = "") -> str:
    """The identity (:func:`_identity`) under which a method's resolved normalised form
    joins a cluster: a last word "algorithm", "approach" or "technique" reads as "method"
    (:data:`_GENERIC_METHOD_HEAD`) after a name of two words at least, "based" aside, so
    "policy gradient algorithms" = "policy gradient methods" and "Bayesian optimization
    algorithm" = "Bayesian optimization method", or after one word written with two
    capitals at least, a short form or a coined name ("PDHG algorithm" = "PDHG method").
    After one common word the head stays: "graph algorithms" (algorithms on graphs) are
    no "graph-based methods", which :func:`_identity` reads as "graph methods"; and so do
    other heads ("model", "network": "neural models" are no "neural networks").

    Args:
        form: the resolved normalised form, e.g. "policy gradient algorithm".
        written: the text it was resolved from (the surface, or a definition's long form).
    Returns:
        e.g. "policygradientmethod" for "policy gradient algorithm".
    """
    if not form.endswith(" method") and (m := _GENERIC_METHOD_HEAD.search(form)):
        words = sum(w != "based" for w in form[:m.start()].split())
        if words >= 2 or words == 1 and _TWO_CAPITALS.match(written.split(maxsplit=1)[0] if written.strip() else ""):
            form = form[:m.start()] + " method"
    return _identity(form)


def _cluster_identity(type_: str, form: str, written: str) -> str:
    """The identity (:func:`_identity`) under which a mention of type ``type_`` joins a
    cluster, from its resolved normalised form and the text it was resolved from
    (``written``: the long form for a defined short form, else the surface):

    * a task without a trailing "task"/"problem" (:data:`TASK_TRAILER`), the word before it
      then normalised as a head (singular);
    * a dataset without a trailing "dataset", "data set", "benchmark", "corpus" or "suite"
      after a name: a word written with a capital or a digit ("nuScenes Dataset" =
      "nuScenes", "Waymo Open Dataset" = "Waymo Open"; not "the language dataset", whose
      head word is what it names), or words with a capital or a digit after their first
      letter ("DeepMind control suite" = "DeepMind Control Suite": :data:`_NAME_CAPITAL`);
    * a metric "top-k" alone as "top-k accuracy" (:data:`_TOP_K`), and a metric's word
      "acc" or "Acc." as "accuracy" (:data:`_ACC_WORD`: "top-1 acc" = "top-1 accuracy";
      not "ACC", a short form that may expand otherwise).

    Returns:
        the identity, e.g. "nuscenes" for ("Dataset", "nuscenes dataset", "nuScenes Dataset").
    """
    if type_ == "Task":
        if (bare := TASK_TRAILER.sub("", form)) != form:
            # normalised again: the word before the trailer is now the head, and its plural
            # goes as every head's does ("variational inequalities problems" = "variational inequality")
            return _identity(normalise(bare))
        return _identity(form)
    if type_ == "Dataset":
        if (m := _DATASET_TRAILER.search(written)) and (any(c.isupper() or c.isdigit() for c in m.group(1))
                                                        or _NAME_CAPITAL.search(written, 1, m.start(2))):
            # normalised again: the name's last word is now its head ("nuScenes" -> "nuscene")
            return _identity(normalise(written[:m.start(2)]))
    elif type_ == "Metric":
        if METRIC_CANONICAL and (canon := canonical_metric(written, expand_short=False)) is not None:
            # one metric written another way (kg/data/metric_names.tsv, "@k" and "top-k" forms:
            # "Pass@1 rate" = "pass@1", "FID score" = "Fréchet Inception Distance"; session 59)
            written, form = canon, normalise(canon)
        if _ACC_WORD.search(written):  # "top-1 acc" = "top-1 accuracy"
            form = normalise(_ACC_WORD.sub("accuracy", written))
        if _TOP_K.fullmatch(form):
            return _identity(form + " accuracy")
        if METRIC_HEADS and (m := _METRIC_HEAD.search(form)):
            # normalised again: the word before the head is now the head ("toxicity scores" = "toxicity")
            return _identity(normalise(form[:m.start()]))
    return _identity(form)


def _identity(form: str) -> str:
    """The identity of a normalised form: the form without spaces, so that closed, hyphenated
    and open spellings of one compound meet ("fine tuning" = "finetuning", "ms coco" =
    "mscoco"; :func:`normalise` has turned hyphens into spaces already). A space between
    two digits stays: it is what is left of a decimal point or a separator ("opt 1 3b" for
    OPT-1.3B is not "opt 13b"). Two words make no difference to it:

    * "based" between two words: an "X-based" modifier names what the thing is built on, as
      the bare "X" does ("diffusion-based models" = "diffusion models", "LLM-based agents" =
      "LLM agents", "gradient based methods" = "gradient methods"); "based on ..." and a
      name opening with "model-based" stay;
    * "and" between two words, which compounds also write as a hyphen or "&" ("vision and
      language" = "vision-language", "Tanks and Temples" = "Tanks&Temples").
    """
    if " based " in form:
        form = _BASED_MODIFIER.sub(" ", form)
    if " and " in form:
        form = form.replace(" and ", " ")
    return _SPACE_NOT_BETWEEN_DIGITS.sub("", form)


#: A space that does not sit between two digits.
_SPACE_NOT_BETWEEN_DIGITS = re.compile(r" (?!(?<=\d )\d)")
#: "based" as the second half of a modifier ("diffusion based models"), not "based on",
#: and not in a name that opens with "model-based", a term of its own (the opposite of
#: "model-free": "model-based adaptation" is no "model adaptation"; "language model-based
#: agents" are "language model agents").
_BASED_MODIFIER = re.compile(r"(?<!^model) based (?!(?:on|upon|in|at|off)\b)")


#: Two capital letters anywhere (a name without them holds no short form).
_TWO_CAPITALS = re.compile(r"[A-Z][^A-Z]*[A-Z]")
#: A word inside a name: letters, then letters or digits ("RL", "LLMs", "GPT", "based").
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9]*")
#: A short form inside a longer name: two to six capitals, perhaps a plural "s" ("RL",
#: "OOD", "LLMs"); a coined name with lower-case letters ("ResNet") is left as written.
_INNER_SHORT = re.compile(r"[A-Z]{2,6}s?")
#: A number after the word before it: "-50" in "ResNet-50", "4" in "GPT4", " 43B" in "GPT 43B".
_NUMBERED = re.compile(r"[-\s]?\d")
#: A single letter and a hyphen just before a word: "k-" of "k-NN", whose "NN" is no
#: short form of its own (not "k-neural networks").
_LETTER_HYPHEN = re.compile(r"(?<![A-Za-z0-9])[A-Za-z]-$")
#: A complexity-class suffix: "NP" of "NP-hard" is the class, whatever another paper
#: defines as NP ("neural processes (NPs)").
_COMPLEXITY_SUFFIX = re.compile(r"-(?:hard|complete)(?:ness)?\b", re.IGNORECASE)
#: A hyphen and a name part (a capital or a digit) right after a short form ("CLIP-ViT-B/16"),
#: or such a part and a hyphen right before it ("TB-DAG", "1-WL"): the short form is part of a
#: compound name, not spelt out. A "+" glued to a name part on either side joins the parts of
#: a combination ("InstructGPT-3+RLHF", "BERT+CRF"; session 47): the short form stays too.
_GLUED_NAME_AFTER = re.compile(r"-[A-Z0-9]|\+[A-Za-z0-9]")
_GLUED_NAME_BEFORE = re.compile(r"[A-Z0-9]-$|[A-Za-z0-9]\+$")
#: The word after a short form inside a name, past a space or hyphen ("error" of "MSE error").
#: (An expansion's head word said again after the short form is dropped: :func:`_expand_inner`.)
#: Head nouns that names repeat after their own short form ("MSE error", "GAT network", "RL
#: learning"), singular. Not "encoder": "VAE encoder" is the encoder of a variational
#: auto-encoder, whose normalised expansion ends with "encoder".
_REPEATED_HEADS = frozenset({
    "error", "loss", "network", "model", "score", "method", "algorithm", "system", "layer",
    "function", "distance", "metric", "estimator", "process", "machine", "transformer",
    "learning", "optimization", "optimisation", "pretraining", "pre-training", "training",
    "framework", "policy", "attack",
})
#: Head nouns of expansions that name a kind of model, so that "model" after their short
#: form says nothing more ("GNN models" are graph neural networks, "GP model" a Gaussian
#: process, "CRF model" a conditional random field); not "minimization" ("ERM models" are
#: models trained by empirical risk minimization) nor "adaptation" ("UDA models").
_MODEL_HEADS = frozenset({
    "network", "process", "machine", "transformer", "autoencoder", "auto-encoder", "field",
    "system", "equation", "memory",
})
_NEXT_WORD = re.compile(r"[\s-]+([A-Za-z]+)\b")

#: Switch (session 46): the indefinite article before a short form that an expansion
#: replaces follows the expansion's first sound ("an LLM" -> "a large language model", "a
#: RL agent" -> "an reinforcement learning agent" no more), :func:`_article_for`.
ARTICLE_AGREES = True
#: The article right before an inner short form, at the end of the text said so far.
_ARTICLE_BEFORE = re.compile(r"(?:(?<=\s)|^)([Aa]n?)(\s+)$")
#: Word starts spelt with a vowel letter that sound a consonant ("a unified", "a one-shot",
#: "a European"), and ones spelt with a consonant that sound a vowel ("an hour").
_VOWEL_LETTER_CONSONANT = re.compile(r"(?:uni|use|usu|uti|eu|one\b|once\b|ubiq)", re.I)
_CONSONANT_LETTER_VOWEL = re.compile(r"(?:hour|honest|honou?r|heir)", re.I)


def _article_for(word: str) -> str:
    """The indefinite article ("a" or "an") that goes before ``word`` by its first
    sound, read from its spelling (vowel letters but the "you"/"w" sounds of
    :data:`_VOWEL_LETTER_CONSONANT`; a silent "h" of :data:`_CONSONANT_LETTER_VOWEL`)."""
    w = word.lstrip("\"'([{")
    if _CONSONANT_LETTER_VOWEL.match(w):
        return "an"
    if w[:1].lower() in "aeiou" and not _VOWEL_LETTER_CONSONANT.match(w):
        return "an"
    return "a"


def _expand_inner(surface: str, acr: Mapping[str, tuple[str, str]], expansions: Mapping[str, str],
                  acronym_norm, written: bool = False,
                  plain: Optional[Mapping[str, str]] = None) -> Optional[str]:
    """``surface`` with each short form among its words replaced by its expansion (rule 4 of
    the module docstring), or None when it is a single word, looks like an acronym itself,
    or holds no short form with a known expansion.

    Args:
        surface: a mention's text, e.g. "offline RL" or "LLM-based agents".
        acr: the paper's definitions, normalised short form -> (short, long) as written.
        expansions: build-wide dominant expansions, normalised short form -> normalised long form.
        acronym_norm: the normaliser of short forms (:func:`_acronym_norm`, memoised).
        written: put in each expansion as written (for a label: ``expansions`` then maps to
            written forms too), not normalised (for identity); see :func:`_as_inner`.
        plain: with ``written``, the plainest spelling of each long form in the build
            (identity -> spelling, :func:`_plainest_spelling`).
    Returns:
        e.g. "offline reinforcement learning", "large language model-based agents".
    """
    text = surface.strip()
    if not _TWO_CAPITALS.search(text) or not any(c in text for c in " -/") or _looks_like_acronym(text):
        return None  # (a short form has two capitals at least: most names are out at once)
    changed = False
    parts: list[str] = []
    pos = 0
    for m in _WORD.finditer(text):
        if m.start() < pos:
            continue  # (the head word an expansion already holds, dropped below)
        word = m.group(0)
        parts.append(text[pos:m.start()])
        pos = m.end()
        if not _INNER_SHORT.fullmatch(word) or _NUMBERED.match(text, m.end()) \
                or _COMPLEXITY_SUFFIX.match(text, m.end()) or _LETTER_HYPHEN.search(text, 0, m.start()) \
                or m.start() and text[m.start() - 1].isdigit() \
                or _GLUED_NAME_AFTER.match(text, m.end()) or _GLUED_NAME_BEFORE.search(text, 0, m.start()):
            # "ResNet-50", "GPT-4", "GPT 43B": a model's own name; "NP-hard": a class; "k-NN";
            # "2RA": a coined name whose letters are no short form of their own; "CLIP-ViT-B/16",
            # "TB-DAG", "1-WL": a short form joined to another name part by a hyphen
            parts.append(word)
            continue
        key = acronym_norm(word)
        long = (acr[key][1] if written else normalise(acr[key][1])) if key in acr else expansions.get(key)
        if not long:
            parts.append(word)
            continue
        changed = True
        if text[m.start() - 1:m.start()] == "(" and text[m.end():m.end() + 1] == ")" and \
                _ends_with_words("".join(parts)[:-1], long):
            # "Conformal prediction (CP) for regression": the short form defined in brackets
            # right after its own long form is said once, not spelt out a second time
            parts[-1] = parts[-1][:-1].rstrip()
            pos = m.end() + 1
            continue
        if written:
            long = _title_cased_like(text, _as_inner(long, word, plain))
        parts.append(_inner_case(long) if written else long)  # "Continual learning (CL)" opened a sentence
        # a head word the expansion ends with is not said twice: "MSE error" is "mean squared
        # error", "CNN networks" "convolutional neural networks"
        nxt = _NEXT_WORD.match(text, m.end())
        head = long.rsplit(" ", 1)
        if written and nxt and len(head) == 2 and _prefixed_head_repeated(head[1], nxt.group(1)):
            parts[-1] = word  # "CLIP Training": "contrastive language-image pre-training Training" says the head twice
        elif nxt and len(head) == 2 and _head_stem(head[1]) in _REPEATED_HEADS \
                and _head_stem(nxt.group(1)) == _head_stem(head[1]):
            parts[-1] = _inner_case(head[0]) + " " + nxt.group(1) if written else head[0] + " " + nxt.group(1)
            pos = nxt.end()
        elif nxt and len(head) == 2 and _head_stem(head[1]) in _MODEL_HEADS and _head_stem(nxt.group(1)) == "model":
            pos = nxt.end()  # "GNN models" are graph neural networks: "model" adds nothing
        if ARTICLE_AGREES and parts[-1] != word:
            said = "".join(parts[:-1])
            art = _ARTICLE_BEFORE.search(said)
            if art and art.group(1).lower() != _article_for(parts[-1]):
                # "an LLM" is "a large language model": the article follows the expansion
                want = _article_for(parts[-1])
                want = want.capitalize() if art.group(1)[0].isupper() else want
                parts = [said[:art.start(1)] + want + art.group(2), parts[-1]]
    parts.append(text[pos:])
    out = "".join(parts)
    return out if changed and out != text else None  # (a label that keeps its short forms: None)


def _inner_case(long: str) -> str:
    """A long form as written, put inside a name by :func:`_expand_inner`: in small letters
    where a sentence's capital opens it (:func:`_sentence_case`: "Continual learning"), but
    with :data:`PROPER_CAPITALS_KEPT` a first word that is a surname or proper adjective of
    any kind keeps its capital ("Fréchet inception distance", :func:`_is_proper_adjective`)."""
    first = long.split(" ", 1)[0]
    if PROPER_CAPITALS_KEPT and first[:1].isupper() and _is_proper_adjective(first):
        return long
    return _sentence_case(long)


#: A bracketed word after a word and a space inside a name, with a capital in it: the place
#: of a short form defined where it is used ("Layout-to-image (L2I) generation", "text-to-image
#: (T2I) synthesis", "Mixture of Experts (MoE) models"); group 1 the word. Not a bracket glued to
#: the word before ("CCSD(T)", "SF(DA)^2": a name's own part), nor one without a capital ("(i)",
#: "(ours)", "(2020)").
_INNER_BRACKET = re.compile(r"(?<=\w) \(([^\s()]*[A-Z][^\s()]*)\)(?=[\s-]|$)")


def _without_inner_short(surface: str, acr: Mapping[str, tuple[str, str]]) -> str:
    """``surface`` without a bracketed short form of the words before it (:data:`_INNER_BRACKET`),
    which a mention keeps where the text defines the short form in the middle of a name:
    "Layout-to-image (L2I) generation" -> "Layout-to-image generation", the entity of another
    paper's "layout-to-image generation" (:func:`resolve` keeps the written form as an alt label).
    The bracket goes when the paper defines its word as a short form whose long form the text
    before the bracket ends with (``acr``: "L2I" = "Layout-to-image"), or when all the word's
    letters are initials of that text, in order (:func:`_initials_spell`: "out-of-domain (OOD)"
    without a definition); a bracket that is neither stays ("transformers (GPT-4) outputs",
    "vision (ViT) encoders").
    A surface that is a short form itself, or holds nothing before the bracket, stays too.

    (The extraction keeps the bracket: a mention is one span of the text, and gold forms are
    matched against what is written. Identity and label are made here.)

    Args:
        surface: a mention's text.
        acr: the paper's definitions, normalised short form -> (short, long) as written.
    Returns:
        the surface without such brackets (one space where each was), or ``surface`` itself.
    """
    if " (" not in surface:
        return surface
    out, pos = [], 0
    for m in _INNER_BRACKET.finditer(surface):
        before, word = surface[:m.start()], m.group(1)
        defined = acr.get(_acronym_norm(word))
        if sum(c.isalpha() for c in word) < 2 or not before.strip() or not (
                defined and _ends_with_words(before, defined[1]) or _initials_spell(word, before)):
            continue
        out.append(surface[pos:m.start()])
        pos = m.end()
    if not out:
        return surface
    out.append(surface[pos:])
    return "".join(out)


def _initials_spell(short: str, text: str) -> bool:
    """Whether every letter of ``short`` (its capitals when it mixes cases, "GPnn" -> G, P; digits
    skipped, "L2I" -> L, I) is, in order, a marked letter of ``text`` as :func:`spelt_by_initials`
    marks them (a word's first letter, a letter after a digit, a capital inside a word): the
    stricter test of an undefined short form's bracket, where half the letters would let "vision
    (ViT)" pass."""
    mixed = any(c.islower() for c in short) and any(c.isupper() for c in short)
    letters = [c.lower() for c in short if (c.isupper() if mixed else c.isalpha())]
    capitals = not text.isupper()
    marked = iter(c.lower() for i, c in enumerate(text) if c.isalnum() and (
        i == 0 or not text[i - 1].isalnum() or (capitals and c.isupper())
        or (c.isalpha() and text[i - 1].isdigit())))
    return bool(letters) and all(c in marked for c in letters)  # (a subsequence: the iterator moves on)


def _ends_with_words(text: str, long: str) -> bool:
    """Whether ``text`` ends with the words of ``long`` (small letters, letters and digits
    only, the last word's plural "s" ignored): "Conformal prediction" ends with "conformal
    prediction", "deep neural networks" with "neural network"."""
    have, want = re.findall(r"[a-z0-9]+", text.lower()), re.findall(r"[a-z0-9]+", long.lower())
    if not want or len(have) < len(want):
        return False
    tail = have[len(have) - len(want):]
    return tail[:-1] == want[:-1] and tail[-1].rstrip("s") == want[-1].rstrip("s")


def _long_form(long: str, type_: str, acr: Mapping[str, tuple[str, str]], inner: Mapping[str, Mapping[str, str]],
               normalised, acronym_norm) -> str:
    """The normalised form of a defined long form, its own inner short forms spelt out as
    in any other name ("Multi-task RL (MTRL)" is "multi-task reinforcement learning"; not in
    a dataset's name, a proper name: :func:`_expand_inner`)."""
    expanded = None if type_ == "Dataset" else _expand_inner(long, acr, inner[_KIND[type_]], acronym_norm)
    return normalised(expanded if expanded is not None else long)


def _as_inner(long: str, short: str, plain: Optional[Mapping[str, str]]) -> str:
    """An expansion as written (``long``, e.g. "Large Language Models") put in for the short
    form ``short`` inside a longer name: in the spelling of it with fewest title-case
    capitals that the build's papers use (``plain``: identity of the normalised long form ->
    that spelling, :func:`_plainest_spelling`: "large language models" when a tenth of the
    definitions write it so; "Kullback-Leibler divergence" keeps the capitals nobody drops),
    and singular after a singular short form ("frozen LLM" -> "frozen large language model",
    not "... models")."""
    if plain:
        long = plain.get(_identity(normalise(long)), long)
    if not short.endswith("s"):
        long = _vocab_singular_phrase(long)
    return long


#: Switch (session 52, fixHlabels): of the spellings of a long form put in for a short form
#: inside a name (:func:`_plainest_spelling`), one that writes a proper adjective or surname
#: with its capital ("Fréchet inception distance") is the plainer one, not the one that drops
#: it, and the first word keeps that capital there (:func:`_inner_case`): "fréchet inception
#: distance score" was the label of "FID score".
PROPER_CAPITALS_KEPT = True


def _plainest_spelling(spellings: Counter) -> str:
    """Of the spellings of one long form (spelling -> number of papers), the one with fewest
    words in title case among those written by at least a tenth of the papers, then the most
    frequent, then the first in sorted order: a capital that opens a sentence or a
    definition ("Large Language Models (LLMs)") gives way to the small spelling some papers
    use, and a name's own capitals stay when no paper drops them. With
    :data:`PROPER_CAPITALS_KEPT` a proper adjective or surname (:func:`_is_proper_adjective`)
    counts the other way: "Fréchet inception distance" beats "fréchet inception distance"."""
    total = sum(spellings.values())

    def title_words(text: str) -> int:
        words = _WORD_SEPARATORS.split(text)[::2]
        if not PROPER_CAPITALS_KEPT:
            return sum(1 for w in words if len(w) > 1 and w[0].isupper() and w[1:].islower())
        # a proper adjective or surname counts when written in small letters, not when capitalised
        return sum(1 for w in words if len(w) > 1 and w[1:].islower()
                   and (w[0].isupper()) != _is_proper_adjective(w[0].upper() + w[1:]))

    common = [x for x, n in spellings.items() if 10 * n >= total]
    return min(common, key=lambda x: (title_words(x), -spellings[x], x))


#: Switch (session 44): where the word after a short form repeats the last part of its
#: expansion's prefixed head ("CLIP Training", CLIP = "contrastive language-image
#: pre-training"; :func:`_prefixed_head_repeated`), a label keeps the short form as written
#: ("CLIP Training") instead of reading "contrastive language-image pre-training Training".
#: Dropping the word instead gave the task "CLIP Training" the label of the method CLIP (and
#: a link to the method's page); labels only, the identity is unchanged.
PREFIXED_HEAD_REPEATS = True


def _prefixed_head_repeated(head: str, nxt: str) -> bool:
    """Whether the word ``nxt`` after a short form repeats the last hyphen part of the
    expansion's head word ``head`` (:data:`PREFIXED_HEAD_REPEATS`): "pre-training" /
    "Training", "post-training" / "training"; not a head without a hyphen (that case
    compares whole words)."""
    if not PREFIXED_HEAD_REPEATS or "-" not in head:
        return False
    last = _head_stem(head.rsplit("-", 1)[1])
    return last in _REPEATED_HEADS and last == _head_stem(nxt)


#: Switch (session 44): in a name written in title case ("Data-Efficient GAN Training", a
#: title's task), an inner short form is spelt out in title case too ("Data-Efficient
#: Generative Adversarial Network Training"), not in the plainest spelling of the build
#: ("Data-Efficient generative adversarial network Training"; :func:`_title_cased_like`).
#: Labels only: the identity of the name does not change.
TITLE_CASE_INNER = True
#: Words a title-case name keeps in small letters ("Sharp Recovery Thresholds of Tensor PCA").
#: Two capitals in a row: a word holding a short form ("GAN", "LoRA-finetuning"), which the test
#: of a title-case name leaves aside ("Data-Efficient" is a title-case word).
_CAPITAL_PAIR = re.compile(r"[A-Z]{2}")
_TITLE_SMALL_WORDS = frozenset("a an and as at by for from in into of on or over the to under via vs with".split())


def _title_cased_like(surface: str, long: str) -> str:
    """``long`` (an expansion put in for a short form of ``surface``) in title case when
    ``surface`` is written in title case (:data:`TITLE_CASE_INNER`): each of its words of
    letters but those holding a short form (two capitals in a row) and the small words of
    :data:`_TITLE_SMALL_WORDS` opens with a capital, two such words at least. Each word and
    hyphen part of ``long`` then opens with a capital but the small words after its first
    ("Contrastive Language-Image Pre-Training"); else ``long`` unchanged."""
    if not TITLE_CASE_INNER:
        return long
    words = [w for w in surface.split() if w[:1].isalpha() and not _CAPITAL_PAIR.search(w)
             and w.lower() not in _TITLE_SMALL_WORDS]
    if len(words) < 2 or not all(w[:1].isupper() for w in words):
        return long
    out = []
    for i, w in enumerate(long.split(" ")):
        if i and w in _TITLE_SMALL_WORDS:
            out.append(w)
        else:
            out.append("-".join(p[:1].upper() + p[1:] for p in w.split("-")))
    return " ".join(out)


def _head_stem(word: str) -> str:
    """A head word without case or a plural "s": "Networks" -> "network" (for comparing
    an expansion's last word with the word after its short form)."""
    word = word.lower()
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


def _dominant(expansions: Counter, form_of: Optional[Mapping[str, str]] = None,
              share: float = 0.75) -> Optional[str]:
    """The expansion of an acronym across the build when one is dominant: defined that way
    by at least ``share`` of the papers that define it (LLM -> "large language model" even
    if one paper expands it oddly); None when it is ambiguous (SAE).

    Args:
        expansions: identity of each long form (:func:`_identity`) -> number of papers.
        form_of: identity -> a normalised long form; when given, long forms that differ only
            in word endings (:func:`_same_but_endings`: "mean squared error" = "mean square
            error", "principal" = "principle component analysis", "differential privacy" =
            "differentially private") vote together, and the group's most frequent one
            (then the smallest) is returned.
        share: the share of the votes the winner needs.
    Returns:
        the identity of the dominant long form, or None.
    """
    if len(expansions) == 1:
        return next(iter(expansions))
    total = sum(expansions.values())
    if form_of is not None:
        # single link: an expansion joins every group one of whose members it meets
        # ("low rank adaptation" meets "low rank adapter", which meets the misspelt
        # "low rank adapation"), in sorted order
        groups: list[list[str]] = []
        for ident in sorted(expansions):
            words = form_of[ident].split()
            met = [g for g in groups if any(_same_expansion(form_of[i].split(), words) for i in g)]
            for g in met[1:]:
                met[0].extend(g)
                groups.remove(g)
            if met:
                met[0].append(ident)
            else:
                groups.append([ident])
        votes = sorted(((sum(expansions[i] for i in g), g) for g in groups), key=lambda v: -v[0])
        if len(votes) > 1 and votes[1][0] == votes[0][0] or votes[0][0] < share * total:
            return None
        group = votes[0][1]
        return min(group, key=lambda i: (-expansions[i], i))
    (_, n) = expansions.most_common(1)[0]
    ties = [e for e, c in expansions.items() if c == n]
    return min(ties) if len(ties) == 1 and n >= share * total else None


#: Switch (session 52): two different adjectives, neither the other's beginning, are two
#: words for :func:`_same_but_endings` even where they share a long beginning ("general" /
#: "generative", "continual" / "continuous", "optical" / "optimal", "temporal" / "temporary":
#: one stem, two derivations, two meanings); a misspelling of one adjective stays one word
#: ("artifical" / "artificial": :func:`_one_edit`). :func:`_distinct_adjectives`.
DISTINCT_ADJECTIVES = True
#: Endings of English adjectives (derivational suffixes that make an adjective, after
#: Quirk et al. 1985, App. I.37-I.40): "-al" ("-ial", "-ual", "-ical"), "-ic", "-ive", "-ous",
#: "-ary", "-ory", "-able", "-ible", "-ful", "-less", "-ar", "-ent", "-ant". A word that ends
#: so is read as an adjective by :func:`_distinct_adjectives` (nouns that end so, "logic",
#: "agent", are caught too; they meet their own adjective as its beginning: "logic" /
#: "logical").
_ADJECTIVE_ENDINGS = ("al", "ic", "ive", "ous", "ary", "ory", "able", "ible", "ful", "less", "ar", "ent", "ant")


def _distinct_adjectives(x: str, y: str) -> bool:
    """Whether two different words (small letters) are two adjectives of their own: each ends
    in an adjective ending (:data:`_ADJECTIVE_ENDINGS`), neither is the other's beginning
    ("dynamic" / "dynamical", "personal" / "personalized" are one word and its derivation) and
    they are no misspelling of one another (:func:`_one_edit`: "artifical" / "artificial").

    Args:
        x, y: two words.
    Returns:
        True for "general" / "generative", "continual" / "continuous", "optical" / "optimal";
        False for "convolution" / "convolutional", "squared" / "square", "structural" /
        "structured" (a participle), "principal" / "principle" (a noun).
    """
    if x == y or x.startswith(y) or y.startswith(x):
        return False
    return x.endswith(_ADJECTIVE_ENDINGS) and y.endswith(_ADJECTIVE_ENDINGS) and not _one_edit(x, y)


def _same_but_endings(a: Sequence[str], b: Sequence[str]) -> bool:
    """Whether two phrases (lists of words) have as many words and each pair of words is one
    word or shares its beginning up to the last three letters of the shorter, four at least
    ("squared"/"square", "principal"/"principle", "convolution"/"convolutional",
    "privacy"/"private"; not "self"/"semi", "federated"/"feature"), and is not two adjectives
    of their own (:func:`_distinct_adjectives`, with :data:`DISTINCT_ADJECTIVES`: not
    "general"/"generative", "continual"/"continuous")."""
    if len(a) != len(b):
        return False
    for x, y in zip(a, b):
        if x != y:
            n = max(4, min(len(x), len(y)) - 3)
            if x[:n] != y[:n]:
                return False
            if DISTINCT_ADJECTIVES and _distinct_adjectives(x, y):
                return False
    return True


def _one_edit(x: str, y: str) -> bool:
    """Whether two words of seven letters or more differ by one letter added or dropped, or
    by two neighbouring letters swapped: a misspelling ("leilbler"/"leibler",
    "adapation"/"adaptation", "gradeint"/"gradient"). One letter replaced is not (two words:
    "private"/"primate"), nor are shorter words ("sample"/"simple")."""
    if min(len(x), len(y)) < 7 or abs(len(x) - len(y)) > 1 or x == y:
        return x == y
    i = 0
    while i < min(len(x), len(y)) and x[i] == y[i]:
        i += 1
    if len(x) == len(y):
        return x[i + 2:] == y[i + 2:] and x[i:i + 2] == y[i:i + 2][::-1]
    return x[i + 1:] == y[i:] if len(x) > len(y) else x[i:] == y[i + 1:]


def _same_expansion(a: Sequence[str], b: Sequence[str]) -> bool:
    """Whether two long forms of one short form (lists of words) name one thing for
    :func:`_dominant`: the same words but their endings (:func:`_same_but_endings`) or a
    misspelling (:func:`_one_edit`: "Kullback-Leilbler" = "Kullback-Leibler"), perhaps with
    one more last word after two words or more, the head that a short form may leave out
    ("Kullback-Leibler" = "Kullback-Leibler divergence" for "KL")."""
    if len(a) != len(b):
        if abs(len(a) - len(b)) != 1 or min(len(a), len(b)) < 2:
            return False
        a, b = (a[:-1], b) if len(a) > len(b) else (a, b[:-1])
    if len(a) != len(b):
        return False
    return all(x == y or _same_but_endings([x], [y]) or _one_edit(x, y) for x, y in zip(a, b))


#: Kinds of entity for reading an undefined short form: a method and a task are often the
#: same name ("RL"), a dataset or a metric of that name is something else ("ADE", "MAE").
_KIND = {"Method": "concept", "Task": "concept", "Dataset": "data", "Metric": "metric"}
_ALL_KINDS = frozenset(_KIND.values())
#: The kinds whose definitions written as that kind decide an undefined short form that the
#: definitions of all kinds leave ambiguous (:func:`resolve`): a metric, a dataset.
_NARROW_KINDS = frozenset({_KIND["Metric"], _KIND["Dataset"]})
_NO_KINDS: frozenset = frozenset()


def _kinds_written(ex: Extraction) -> dict[str, set[str]]:
    """The kinds (:data:`_KIND`) each mention text, result metric and result dataset of a
    paper is written as: text -> set of kinds."""
    out: dict[str, set[str]] = defaultdict(set)
    for m in ex.mentions:
        out[m.text].add(_KIND.get(m.type, "concept"))
    for r in ex.results:
        if r.metric:
            out[r.metric].add("metric")
        if r.dataset:
            out[r.dataset].add("data")
    acr = None
    for text in [t for t in out if " (" in t]:
        # the kinds of "Layout-to-image (L2I) generation" are those of "Layout-to-image generation"
        # too: the long form of a definition is read without such a bracket (:func:`_paper_acronyms`)
        acr = _paper_acronyms(ex) if acr is None else acr
        if (bare := _without_inner_short(text, acr)) != text:
            out[bare] |= out[text]
    return out


def _looks_like_acronym(surface: str) -> bool:
    """True for short forms such as "LLMs", "GNN", "3D-SDSA", "ReID", "E2PO"."""
    s = surface.strip()
    if not (2 <= len(s) <= 12) or " " in s:
        return False
    caps = sum(c.isupper() for c in s)
    return caps >= 2 and caps >= (len(s) - 1) / 3


def _mixed_case(short: str) -> bool:
    """Whether a short form mixes small and capital letters apart from a plural "s" ("mAP",
    "mIoU", "LoRA", "k-NN"; not "GNNs", "MAP")."""
    core = short[:-1] if short.endswith("s") else short
    return any(c.islower() for c in core) and any(c.isupper() for c in core)


def _camel_short(surface: str) -> bool:
    """True for a one-word name with a capital after a small letter, as papers shorten a
    name by its syllables ("LayerNorm" for layer normalization, "BatchNorm", "GroupNorm"):
    undefined, it reads as the expansion other papers define for it, as an acronym does
    (:func:`resolve`). Not a word with a capital at its start only ("Adam")."""
    s = surface.strip()
    return (4 <= len(s) <= 15 and " " not in s and s[0].isupper()
            and any(a.islower() and b.isupper() for a, b in zip(s, s[1:])))


def _most_common(counter: Counter) -> str:
    """Most frequent item of ``counter`` (a name -> times written).

    Ties are broken by: lower case first; then a name that Papers with Code lists, as
    written (a dataset or method name of :mod:`kg.vocab`: "ImageNet-C" before "Image-Net-C");
    then fewer hyphens between a small letter and a capital inside a capitalised word
    (:func:`_inserted_hyphens`: "ImageNet-C" before "Image-Net-C" when neither is listed);
    then alphabetical order, so the choice is the same in every build.

    Raises:
        IndexError: ``counter`` is empty.
        kg.vocab.VocabError: on a tie, the shipped Papers with Code vocabulary is missing.
    """
    if not counter:
        raise IndexError("_most_common of an empty Counter")
    top = max(counter.values())
    tied = [name for name, n in counter.items() if n == top]
    if len(tied) == 1:
        return tied[0]
    known = _known_names()
    return min(tied, key=lambda name: (not name.islower(), name not in known, _inserted_hyphens(name), name))


#: A hyphen between a small letter and a capital ("Image-Net", "Res-Net"): inside a word
#: that opens with a capital (:func:`_inserted_hyphens`), one spelling of a name that others
#: write as one word.
_INSERTED_HYPHEN = re.compile(r"(?<=[a-z])-(?=[A-Z])")


def _inserted_hyphens(name: str) -> int:
    """How many :data:`_INSERTED_HYPHEN` hyphens the words of ``name`` that open with a
    capital hold ("Image-Net-C": 2, "ImageNet-C": 1, "self-Attention": 0)."""
    return sum(len(_INSERTED_HYPHEN.findall(w)) for w in name.split() if w[:1].isupper())


@lru_cache(maxsize=1)
def _known_names() -> frozenset[str]:
    """The Papers with Code dataset and method names as written (:func:`kg.vocab.dataset_names`,
    :func:`kg.vocab.method_names`), for the ties of :func:`_most_common`."""
    from kg.vocab import dataset_names, method_names

    return dataset_names() | method_names()


#: English function words that an acronym may spell ("AND" for adversarial neural
#: degradation, "TO" for topological ordering): as a label such an acronym reads as the word.
_WORD_ACRONYMS = frozenset(
    "a an and are as at be but by can do for from has have he if in is it me my no not of on one "
    "or our so that the this to up us was we with you".split())


#: Words that make the order of a name's words matter ("image to text" is not "text to
#: image"): a name that holds one is never reordered by :func:`_merge_reordered`.
_ORDER_WORDS = frozenset(
    "a an the of for to in on at by with from via and or as into onto over under between than "
    "vs versus without within per through across against toward towards".split())


def _order_key(surface: str, unit_of) -> Optional[tuple[str, tuple[str, ...]]]:
    """The head and the sorted modifiers of a name of three or more words, each word (a
    hyphenated compound is one word) by ``unit_of(word)``: its identity (:func:`_identity`
    of its normalised form, so also singular; "" for a word of :data:`_ORDER_WORDS` or one
    without letters or digits). "linear two-layer neural networks" and "two-layer linear
    neural network" -> ("network", ("linear", "neural", "twolayer")). None for a shorter
    name or one with such a word."""
    words = surface.split()
    if len(words) < 3:
        return None
    units = [unit_of(word) for word in words]
    if not all(units):
        return None
    return units[-1], tuple(sorted(units[:-1]))


def _merge_reordered(clusters: dict[tuple[str, str], _Cluster],
                     assignment: dict[tuple[str, str, str], tuple[str, str]]) -> None:
    """Merge the clusters of one type (datasets aside: their names are proper names) that
    write one name with its modifiers in another order ("offline multi-agent reinforcement
    learning algorithm" = "multi-agent offline reinforcement learning algorithm", "inverse
    protein folding" = "protein inverse folding"): the same head word and the same
    modifiers (:func:`_order_key`, over the surfaces, the long forms of definitions and the
    names read through inner acronyms). Clusters are joined transitively (union-find); the one with most papers
    (then the smallest key) takes the others' surfaces, papers and counts, and
    ``assignment`` is pointed at it. The result does not depend on iteration order.

    Args:
        clusters: cluster key -> cluster, changed in place.
        assignment: (paper, type, surface) -> cluster key, changed in place.
    """
    union = _Union()
    units: dict[str, str] = {}  # (single words: not the build's forms of whole surfaces)

    def unit_of(word: str) -> str:
        try:
            return units[word]
        except KeyError:
            unit = units[word] = "" if word.lower() in _ORDER_WORDS else _identity(normalise(word))
            return unit

    first: dict[tuple, tuple[str, str]] = {}
    for ck, cl in clusters.items():
        if cl.type == "Dataset":
            continue
        names = [s for s in cl.surfaces if s.count(" ") > 1]
        if cl.long_surfaces or cl.expanded:
            names += [s for s in (*cl.long_surfaces, *cl.expanded) if s.count(" ") > 1]
        # (and a name read without its bracketed short form, "Large Language Models compression"
        # of "Large Language Models (LLMs) compression": :func:`_without_inner_short`)
        names += [s for s in cl.plain if s not in cl.surfaces and s.count(" ") > 1]
        for surface in names:
            key = _order_key(surface, unit_of)
            if key is None:
                continue
            other = first.setdefault((cl.type, key), ck)
            if other != ck:
                union.join(other, ck)
    if union.parent:
        _join(clusters, assignment, union.groups())


class _Union:
    """Union-find over cluster keys (Galler and Fischer, 1964; without path compression:
    the groups are small): :meth:`join` puts two keys in one group, whose root is its
    smallest key, so the groups do not depend on the order of the joins."""

    def __init__(self) -> None:
        self.parent: dict[tuple[str, str], tuple[str, str]] = {}

    def find(self, ck: tuple[str, str]) -> tuple[str, str]:
        """The root (smallest key) of ``ck``'s group; ``ck`` itself when it joined none."""
        while self.parent.get(ck, ck) != ck:
            ck = self.parent[ck]
        return ck

    def join(self, a: tuple[str, str], b: tuple[str, str]) -> None:
        """Put ``a`` and ``b`` (and their groups) in one group."""
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            self.parent[max(ra, rb)] = min(ra, rb)

    def groups(self) -> list[list[tuple[str, str]]]:
        """Every group of two or more keys, each sorted, in the order of their roots."""
        out: dict[tuple[str, str], set[tuple[str, str]]] = defaultdict(set)
        for ck in self.parent:
            root = self.find(ck)
            out[root].update((ck, root))
        return [sorted(members) for _, members in sorted(out.items())]


def _join(clusters: dict[tuple[str, str], _Cluster], assignment: dict[tuple[str, str, str], tuple[str, str]],
          groups: Iterable[Sequence[tuple[str, str]]],
          redirect: Optional[dict[tuple[str, str], tuple[str, str]]] = None) -> None:
    """Join each group of clusters into one: the one with most papers (then the smallest
    key) takes the others' surfaces, papers and counts, and ``assignment`` is pointed at
    it. ``clusters`` and ``assignment`` are changed in place; groups must not share a cluster.
    With ``redirect``, ``assignment`` is left as it is and each joined key is recorded
    there (old key -> the key it joined), for :func:`_redirect` to apply once after several
    joins (each pass over every mention costs as much as a join)."""
    moved: dict[tuple[str, str], tuple[str, str]] = {}
    for members in groups:
        keep = min(members, key=lambda c: (-len(clusters[c].papers), c))
        into = clusters[keep]
        for ck in members:
            if ck == keep:
                continue
            cl = clusters.pop(ck)
            for name in ("surfaces", "long_surfaces", "plain", "expanded", "shorts"):
                getattr(into, name).update(getattr(cl, name))
            into.papers |= cl.papers
            into.named_papers |= cl.named_papers
            into.mid_written.update(cl.mid_written)
            into.short = into.short or cl.short
            into.joined |= {cl.form} | cl.joined
            into.short_only |= cl.short_only
            moved[ck] = keep
    if redirect is not None:
        redirect.update(moved)
        return
    for ident, ck in assignment.items():
        if ck in moved:
            assignment[ident] = moved[ck]


def _redirect(assignment: dict[tuple[str, str, str], tuple[str, str]],
              redirect: Mapping[tuple[str, str], tuple[str, str]]) -> None:
    """Point ``assignment`` (in place) at the clusters that the keys of ``redirect`` joined,
    following chains (a cluster joined to one that was joined later)."""
    if not redirect:
        return
    for ident, ck in assignment.items():
        if ck in redirect:
            while ck in redirect:
                ck = redirect[ck]
            assignment[ident] = ck


#: A method's name followed by "model(s)" (group 1: the name).
_NAME_MODEL = re.compile(r"(\S.*?)[\s-]+[Mm]odels?")
#: A name of two letters at least whose last word holds a digit: a version or a size
#: ("LLaMA-2 13B", "Phi-2", "GPT-4"; not "3D", nor "2D diffusion").
_VERSIONED = re.compile(r"(?=.*[A-Za-z]{2}).*\d\S*")


#: A last word in "-ing" that names an activity ("Flow Matching", "Score Matching"); not a
#: pronoun in "-thing" ("Segment Anything").
_GERUND_END = re.compile(r"(?<!th)ing$", re.IGNORECASE)


def _initials(name: str) -> str:
    """The first letters of the words of ``name``, in small letters ("Segment Anything
    Model" -> "sam", "Phi-2 models" -> "p2m")."""
    return "".join(w[0].lower() for w in _WORD_SEPARATORS.split(name) if w.strip(" -/"))


def _capitalised(surface: str) -> bool:
    """Whether every word of ``surface`` opens with a capital or a digit ("Segment Anything")."""
    return all(w[:1].isupper() or w[:1].isdigit() for w in _WORD_SEPARATORS.split(surface) if w.strip(" -/"))


def _join_named_models(clusters: dict[tuple[str, str], _Cluster],
                       assignment: dict[tuple[str, str, str], tuple[str, str]]) -> None:
    """Join a method written as a name and "model(s)" to the method written as the name
    alone, where the name is a proper name:

    * a name with a capital and a version or size ("LLaMA-2 13B model" = "LLaMA-2 13B",
      "Phi-2 models" = "Phi-2": :data:`_VERSIONED`);
    * a name that every paper writing it alone writes with capitals on all its words, and
      whose short form spells the "Model" too ("Segment Anything Model (SAM)" = "Segment
      Anything"); not "Flow Matching Models" (models trained by flow matching, no short
      form with an M), nor "Flow Matching Models (FMMs)", whose name ends in "-ing" and
      names a technique, models trained by which are no technique, nor "Vision-Language
      Models (VLMs)" next to a "vision-language" in small letters.

    A name that looks like a short form is left to the acronym rules. Clusters are changed
    in place and ``assignment`` pointed at the joined cluster (:func:`_join`).
    """
    groups: dict[tuple[str, str], set[tuple[str, str]]] = {}
    for ck, cl in clusters.items():
        if cl.type != "Method":
            continue
        for surface in (*cl.surfaces, *cl.long_surfaces):
            m = _NAME_MODEL.fullmatch(surface.strip())
            if not m or _looks_like_acronym(m.group(1)):
                continue
            name = m.group(1)
            bare_key = (cl.type, _method_identity(normalise(name)))
            bare = clusters.get(bare_key)
            if bare is None or bare_key == ck:
                continue
            if not (_VERSIONED.fullmatch(name) and any(c.isupper() for c in name)):
                plain = [s for s in bare.surfaces if not _looks_like_acronym(s)]
                if not plain or not all(_capitalised(s) for s in plain) or not _capitalised(name) \
                        or _GERUND_END.search(name) \
                        or _initials(surface) not in {_singular_short(short).lower() for short in cl.shorts}:
                    continue
            root = min(bare_key, ck)
            groups.setdefault(root, {root}).update((bare_key, ck))
    if groups:
        # (a cluster in two groups: both groups become one)
        merged: dict[tuple[str, str], set[tuple[str, str]]] = {}
        owner: dict[tuple[str, str], tuple[str, str]] = {}
        for root in sorted(groups):
            members = set(groups[root])
            for other in sorted({owner[c] for c in members if c in owner}):
                members |= merged.pop(other)
            for c in members:
                owner[c] = root
            merged[root] = members
        _join(clusters, assignment, [sorted(m) for m in merged.values()])


#: Switch: long forms of one short form that differ only in one preposition of
#: :data:`_SOURCE_PREPOSITIONS` ("reinforcement learning from human feedback (RLHF)" /
#: "reinforcement learning with human feedback (RLHF)") are one entity
#: (:func:`_join_expansion_variants`; session 47).
SOURCE_PREPOSITION_VARIANTS = True

#: Switch (session 51): long forms of one short form whose words differ only by a
#: derivational suffix, perhaps with a word written in two parts in one and closed in the
#: other ("vision-language model (VLM)" / "visual-language model (VLM)", "large multi-modality
#: models (LMM)" / "large multimodal models (LMM)"), are one entity
#: (:func:`_derivational_variants`, :func:`_join_expansion_variants`).
DERIVATIONAL_VARIANTS = True
#: Derivational suffixes (and the empty ending) after a shared stem that leave a word's
#: meaning for naming: a noun, its adjective, an abstract noun of the adjective. A small
#: subset of the suffixes that Porter's (1980) steps 2-4 strip ("-al", "-ion", "-ity",
#: "-ic", "-ical", "-ality") plus "-ual" / "-ial" (the "u" / "i" Porter leaves on the stem:
#: "visual", "spatial"). "-ous", "-ive", "-ation" and "-ize" are left out: they also part
#: different things ("continual" / "continuous", "generation" / "generative").
_DERIVATIONAL_ENDINGS = frozenset({"", "al", "ual", "ial", "ion", "ity", "ality", "ic", "ical"})


def _derived_word(x: str, y: str) -> bool:
    """Whether two words (small letters) are one word or derivational variants of one stem:
    after their longest common beginning, three letters at least, each is left with an
    ending of :data:`_DERIVATIONAL_ENDINGS` ("vision" / "visual": "vis" + "ion" / "ual";
    "multimodality" / "multimodal"; not "general" / "generative", "neural" / "neuron")."""
    if x == y:
        return True
    n = 0
    while n < min(len(x), len(y)) and x[n] == y[n]:
        n += 1
    return n >= 3 and x[n:] in _DERIVATIONAL_ENDINGS and y[n:] in _DERIVATIONAL_ENDINGS


def _derivational_variants(a: Sequence[str], b: Sequence[str]) -> bool:
    """Whether two phrases (lists of words, small letters) say the same words but for
    derivational suffixes (:func:`_derived_word`), where a word of one may be two
    neighbouring words of the other written together ("multi modality" / "multimodal":
    a hyphenated prefix, which :func:`normalise` turns into two words).

    Args:
        a, b: the words of two normalised forms.
    Returns:
        True when the words align so, one for one or two for one, all of them.
    """
    if not a or not b:
        return not a and not b
    for i, j in ((1, 1), (2, 1), (1, 2)):
        if i <= len(a) and j <= len(b) and _derived_word("".join(a[:i]), "".join(b[:j])) \
                and _derivational_variants(a[i:], b[j:]):
            return True
    return False
#: Prepositions that writers interchange in a long form to say what a method learns from or
#: with ("learning from / with human feedback", "via / through").
_SOURCE_PREPOSITIONS = frozenset("from with via through by".split())


def _same_but_source_preposition(a: Sequence[str], b: Sequence[str]) -> bool:
    """Whether two phrases (lists of words) have as many words, three at least, and differ
    in exactly one place, where both words are prepositions of :data:`_SOURCE_PREPOSITIONS`
    ("reinforcement learning from human feedback" / "reinforcement learning with human
    feedback"; not "learning from data" / "learning data": a word dropped)."""
    if len(a) != len(b) or len(a) < 3:
        return False
    diff = [(x, y) for x, y in zip(a, b) if x != y]
    return len(diff) == 1 and diff[0][0] in _SOURCE_PREPOSITIONS and diff[0][1] in _SOURCE_PREPOSITIONS


#: Switch (session 52): where the long forms that :func:`_join_expansion_variants` joins tie
#: on papers, the label is a spelling of the form that Papers with Code names, else of the
#: form whose rarest word more of the build's names write ("mean squared error", "large
#: multimodal models", not one paper's "mean square error", "Large Multi-modality Models":
#: :func:`_common_spelling`); off, of the form with the smallest cluster key.
LABEL_TIE_SPELLING = True


def _common_spelling(tied: Sequence[tuple[str, str]], clusters: Mapping[tuple[str, str], _Cluster],
                     word_counts: Counter) -> tuple[str, str]:
    """Of clusters of one type whose forms spell one name differently, the usual spelling:
    the one whose form is a Papers with Code name of the type (:func:`_gazetteer_spellings`:
    "mean squared error", not "mean square error"), then the one whose rarest word the most
    names of the build write ("large multimodal model", whose rarest word "multimodal" is in
    more names than "modality" of "large multi modality model"), then the smallest key.

    Args:
        tied: keys of the clusters (at least one).
        clusters: cluster key -> cluster.
        word_counts: word -> number of the build's clusters whose form holds it.
    Returns:
        the chosen key.
    Raises:
        kg.vocab.VocabError: the shipped Papers with Code vocabulary is missing or unreadable.
    """
    known = _gazetteer_spellings()
    return min(tied, key=lambda c: ((clusters[c].type, _lenient(clusters[c].form)) not in known,
                                    -min(word_counts[w] for w in clusters[c].form.split()), c))


def _join_expansion_variants(clusters: dict[tuple[str, str], _Cluster],
                             joined: dict[tuple[str, str], tuple[str, str]],
                             acronym_norm=_acronym_norm) -> None:
    """Join the clusters of one type whose definitions expand one short form in words that
    differ only in their endings ("mean square error (MSE)" = "mean squared error (MSE)",
    "graph convolution network (GCN)" = "graph convolutional network (GCN)", "Locally
    Interpretable ... (LIME)" = "Local Interpretable ... (LIME)"; :func:`_same_but_endings`).
    The shared short form is the evidence: word endings alone also separate different
    things ("structure learning" / "structured learning", "weight averaging" / "weighted
    averaging"), which stay apart when no short form joins them; and an activity is no
    artefact: a word in "-ing" against one without stays apart ("masked language modeling
    (MLM)" / "masked language models (MLM)", "graph structure learning" / "graph structure
    learner", both "GSL"). Two short forms count as
    one when their normalised forms are equal (:func:`_acronym_norm`: "GCNs" = "GCN"), and
    a cluster's forms are its own and those of the clusters joined into it before
    (``joined``: "convolution neural network (CNN)", joined to "convolution networks", meets
    "convolutional neural network (CNN)"). Words that differ by a derivational suffix, or a
    prefix written apart, join too (:func:`_derivational_variants`: "vision-language model
    (VLM)" = "visual-language model (VLM)"; session 51).

    Args:
        clusters: cluster key -> cluster, changed in place (only clusters with a definition,
            i.e. a long form, take part). The joined cluster is labelled with a spelling of
            the member with most papers ("graph convolutional network", 11 papers, not
            "graph convolution network", 3): the others' long forms become plain surfaces.
        joined: old cluster key -> the key it joined, added to (:func:`_join`,
            :func:`_redirect`).
        acronym_norm: the normaliser of short forms (a memoised :func:`_acronym_norm`).
    """
    by_short: dict[tuple[str, str], list[tuple[str, str]]] = defaultdict(list)
    for ck in sorted(ck for ck, cl in clusters.items() if cl.long_surfaces and cl.shorts):
        cl = clusters[ck]
        for short in sorted({acronym_norm(s) for s in cl.shorts}):
            by_short[(cl.type, short)].append(ck)
    union = _Union()

    def variants(a: _Cluster, b: _Cluster) -> bool:
        for x in sorted({a.form, *a.joined}):
            words = x.split()
            for y in sorted({b.form, *b.joined}):
                other = y.split()
                if _same_but_endings(words, other) and not any(
                        v.endswith("ing") != w.endswith("ing") for v, w in zip(words, other)):
                    return True
                if SOURCE_PREPOSITION_VARIANTS and _same_but_source_preposition(words, other):
                    return True
                if DERIVATIONAL_VARIANTS and _derivational_variants(words, other):
                    return True
        return False

    for _, members in sorted(by_short.items()):
        for i, a in enumerate(members):
            for b in members[i + 1:]:
                if variants(clusters[a], clusters[b]):
                    union.join(a, b)
    if not union.parent:
        return
    groups = union.groups()
    # the label is a spelling of the form with most papers; on a tie, of the form whose
    # rarest word more of the build's names write (_common_spelling): the others' long
    # forms stay names of the entity (alt labels), not label candidates. (The cluster that
    # _join keeps, with most papers then the smallest key, takes them all.)
    minority: dict[tuple[str, str], set[str]] = {}
    word_counts: Optional[Counter] = None
    for members in groups:
        keep = min(members, key=lambda c: (-len(clusters[c].papers), c))
        most = len(clusters[keep].papers)
        tied = [c for c in members if len(clusters[c].papers) == most]
        named = keep
        if LABEL_TIE_SPELLING and len(tied) > 1:
            if word_counts is None:
                word_counts = Counter(w for cl in clusters.values() for w in set(cl.form.split()))
            named = _common_spelling(tied, clusters, word_counts)
        own = set(clusters[named].long_surfaces) | set(clusters[named].plain)
        minority[keep] = {s for c in members if c != named
                          for s in (*clusters[c].long_surfaces, *clusters[c].plain) if s not in own}
    _join(clusters, {}, groups, joined)
    for keep, spellings in minority.items():
        into = clusters[keep]
        for spelling in sorted(spellings):
            into.surfaces[spelling] += into.long_surfaces.pop(spelling, 0) + into.plain.pop(spelling, 0)


def _join_neural_networks(clusters: dict[tuple[str, str], _Cluster],
                          joined: dict[tuple[str, str], tuple[str, str]]) -> None:
    """Join a method "X neural network(s)" to the method "X network(s)" of the same build,
    the word "neural" left out as papers often do ("two-layer networks" = "two-layer
    neural networks", "deep networks" = "deep neural networks", "message passing networks"
    = "message-passing neural networks"), unless "X network" is a term of its own in a
    shipped vocabulary (a CSO topic, a Papers with Code method or task: "Bayesian
    networks", "biological networks", "physical network" name other things; where the
    vocabulary also lists "X neural network" as another topic, as CSO does for "recurrent
    networks", the two stay apart too). X has one word at least. Clusters are changed in
    place and each joined key recorded in ``joined`` (:func:`_join`, :func:`_redirect`).

    Raises:
        kg.vocab.VocabError: a shipped vocabulary is missing or unreadable.
    """
    from kg.vocab import cso_topics, pwc_methods, pwc_tasks

    groups = []
    for ck in sorted(ck for ck, cl in clusters.items() if cl.form.endswith(_NEURAL_NETWORK)):
        cl = clusters[ck]
        if cl.type != "Method":
            continue
        bare = cl.form[:-len(_NEURAL_NETWORK)] + " network"
        other = ("Method", _method_identity(bare))
        if other == ck or other not in clusters:
            continue
        term = _vocab_normalise(bare)
        if term in cso_topics() or term in pwc_methods() or term in pwc_tasks():
            continue
        groups.append((ck, other))
    if groups:
        # (each "X network" has one "X neural network"; a cluster in two pairs joins both)
        owner: dict[tuple[str, str], int] = {}
        merged: list[set[tuple[str, str]]] = []
        for pair in groups:
            into = next((owner[c] for c in pair if c in owner), None)
            if into is None:
                into = len(merged)
                merged.append(set())
            merged[into].update(pair)
            for c in pair:
                owner[c] = into
        _join(clusters, {}, [sorted(m) for m in merged], joined)


#: The last words of a normalised form that "X networks" may leave out ("neural").
_NEURAL_NETWORK = " neural network"


#: Head words that say nothing more of the method named before them
#: (:func:`_join_generic_heads`), normalised (singular); "model" only after a name that is
#: no activity (:data:`_ACTIVITY_END`).
_GENERIC_HEADS = frozenset({"method", "algorithm", "approach", "technique", "prompting", "model"})
#: Switch: more heads that :func:`_join_generic_heads` reads where one paper writes the name
#: alone too (:data:`_WITHIN_PAPER_HEADS`, session 48).
WITHIN_PAPER_HEADS = True
#: Head words that name the method before them as a kind of device, read only where the same
#: paper writes the name alone ("attention" and "attention mechanism", "IPW" and "IPW
#: estimator", "Gram-Schmidt" and "Gram-Schmidt process").
_WITHIN_PAPER_HEADS = frozenset({"mechanism", "process", "procedure", "scheme", "strategy", "estimator", "framework"})
#: The end of a name of an activity, after which "model" names a model made by it or the
#: act of making one ("fine-tuning models", "ERM models" of empirical risk minimization,
#: "UDA models" of unsupervised domain adaptation), not the activity (:func:`_join_generic_heads`).
_ACTIVITY_END = re.compile(r"(?:(?<!th)ing|ation)$")
#: The heads that a method's identity reads as "method" (:func:`_method_identity`).
_METHOD_HEADS = frozenset({"method", "algorithm", "approach", "technique"})


#: A short form a paper defines is a name alone of its long form's cluster in that paper, for
#: :func:`_join_generic_heads`: "MoE models" joins "mixture of experts" where the paper
#: defines "Mixture of experts (MoE)".
GENERIC_HEAD_SHORTS = True


def _join_generic_heads(clusters: dict[tuple[str, str], _Cluster],
                        own: Mapping[tuple[str, str, str], tuple[str, str]],
                        assignment: Mapping[tuple[str, str, str], tuple[str, str]],
                        joined: dict[tuple[str, str], tuple[str, str]],
                        normalised=normalise, within_paper: bool = True,
                        defined: Optional[Mapping[tuple[str, str, str], str]] = None) -> None:
    """Join a method written as a name and a generic head word to the method written as
    the name alone, where one paper writes both: "chain-of-thought" = "chain-of-thought
    prompting" = "CoT prompting", "reinforcement learning" = "RL algorithms",
    "quantization" = "quantization techniques", "diffusion" = "diffusion models", "DDPG"
    = "DDPG algorithm". The heads are those of :data:`_GENERIC_HEADS` ("method",
    "algorithm", "approach", "technique", "prompting", "model"): a paper that writes "X"
    and "X methods" names one method (family) twice, the second time with the kind of
    thing it is. ("architecture" is not among them: no paper of the three corpora wrote
    such a pair, so nothing was read to decide; "framework" is read as below, within one
    paper, though none of the 38 merges read in session 48 was one.) With ``within_paper``
    (and :data:`WITHIN_PAPER_HEADS`) the heads of :data:`_WITHIN_PAPER_HEADS` count too
    ("attention" = "attention mechanism", "IPW" = "IPW estimator", "Gram-Schmidt" =
    "Gram-Schmidt process", "local search" = "local search procedure"; session 48: on 3,000
    NeurIPS 2023, 2,260 ICLR 2024 and 2,610 ICML 2024 corpus abstracts 37 of 38 node merges
    right, the wrong one a "Cox process" joined to a stray "Cox"), except on a mention that is a defined long
    form or short form of the paper, a name of its own ("Mutual Scoring Mechanism (MSM)" is
    a part of "Mutual Scoring (MuSc)", not it).

    Left apart, as they name two things more often than one (read on NeurIPS 2023):

    * "X network(s)": "ReLU networks" are networks of ReLUs; "Gaussian process networks",
      "convolution networks" and "graph attention networks" are no Gaussian process,
      convolution or graph attention (:func:`_join_neural_networks` joins "X neural
      networks" to "X networks");
    * "X-based" + head ("attention-based models", "deep learning-based methods"): built
      on X, not X; the paper must write the head right after the name;
    * "model(s)" after an activity in "-ing", "-ization" or "-ation" ("fine-tuning models",
      "pre-training models", "deep learning models", "empirical risk minimization models":
      the act of fine-tuning models, or models made by it; :data:`_ACTIVITY_END`), as in
      :func:`_join_named_models` and :data:`_MODEL_HEADS`;
    * a name with a modifier before it ("recurrent neural network" / "neural network",
      "Transformer decoder" / "Transformer", "large language models" / "language models"):
      a kind or a part of the thing, not the thing;
    * with ``within_paper``, the two forms written only by different papers: one paper's
      "X" is no evidence of what another paper's "X model" is;
    * a cluster whose names with a head point at two clusters or more.

    The evidence is a Method mention whose written words end with a head word (not after
    "based") and whose own identity (``own``: the cluster it was first put in, so an
    acronym is read through its expansion: "CoT prompting" is "chain of thought
    prompting"; "RL algorithms" is "reinforcement learning method", :func:`_method_identity`)
    without the head is the identity of another Method mention of the same paper. Types
    stay part of identity. Joins are transitive (union-find over sorted keys: the result
    does not depend on iteration order); the cluster with most papers keeps the others
    (:func:`_join`), and labels are chosen as for any cluster.

    Args:
        clusters: cluster key -> cluster, changed in place.
        own: (paper, type, surface) -> the key of the cluster the mention was first put in.
        assignment: (paper, type, surface) -> cluster key, before the keys of ``joined``
            are applied (read only).
        joined: old cluster key -> the key it joined, read (a mention's cluster now) and
            added to (:func:`_join`, :func:`_redirect`).
        normalised: :func:`normalise`, perhaps memoised.
        within_paper: the name alone must be written by the paper that writes it with the
            head; when False, by any paper of the build (for measuring).
        defined: (paper, type, surface) of each mention of a paper's defined short form or its
            long form -> the short form: the paper's short form is then also a name alone of
            the mention's cluster there, where the short
            form with a head keeps it unexpanded ("Mixture of experts (MoE) ... MoE models":
            a short form in mixed case is not read inside a name, :data:`_INNER_SHORT`, so
            "MoE models" stays "moe model" and only the short form's own words find it;
            :data:`GENERIC_HEAD_SHORTS`).
    """
    def now(ck: tuple[str, str]) -> tuple[str, str]:
        while ck in joined:
            ck = joined[ck]
        return ck

    # (paper or "", identity of a Method mention's own cluster) -> the mentions' clusters now
    bare: dict[tuple[str, str], set[tuple[str, str]]] = defaultdict(set)
    evidence: list[tuple[str, str, tuple[str, str]]] = []  # (paper, identity of the name alone, cluster now)
    for mention, first in own.items():
        if first[0] != "Method":
            continue
        pid, _, surface = mention
        ck = now(assignment[mention])
        bare[(pid if within_paper else "", first[1])].add(ck)
        if GENERIC_HEAD_SHORTS and defined and (short := defined.get(mention)):
            bare[(pid if within_paper else "", _identity(normalised(short)))].add(ck)
        words = normalised(surface).split()
        if len(words) < 2 or words[-2] == "based" or words[-1] not in _GENERIC_HEADS and not (
                WITHIN_PAPER_HEADS and within_paper and words[-1] in _WITHIN_PAPER_HEADS
                and not (defined and mention in defined)):
            continue  # (a defined name with such a head is a part of its own: "Mutual Scoring Mechanism (MSM)")
        head = "method" if words[-1] in _METHOD_HEADS and first[1].endswith("method") else words[-1]
        name = first[1][:-len(head)]
        if not first[1].endswith(head) or not name or head == "model" and _ACTIVITY_END.search(name):
            continue
        evidence.append((pid if within_paper else "", name, ck))
    targets: dict[tuple[str, str], set[tuple[str, str]]] = defaultdict(set)
    for pid, name, ck in evidence:
        found = bare.get((pid, name))
        if found:
            targets[ck].update(found - {ck})
    union = _Union()
    for ck in sorted(targets):
        if len(targets[ck]) == 1:
            union.join(ck, next(iter(targets[ck])))
    if union.parent:
        _join(clusters, {}, union.groups(), joined)


#: Head words after which a method's name says what it names (:func:`_join_head_variants`):
#: "ridge regression method", "FedAvg algorithm", "self-training framework" are the method
#: itself (read on 3,000 NeurIPS 2023 / ICLR 2024 abstracts: 63 of 68 pairs one thing).
_SUFFIX_METHOD_HEADS = frozenset({"method", "algorithm", "approach", "technique", "framework"})
#: Last words of a name that is itself a kind of model, after which "model" adds nothing
#: ("ridge regression model", "Gaussian mixture models", "deep neural network models",
#: "decoder-only transformer models"); not names of a part or a property of a model, after
#: which "model" names another thing ("latent variable models", "self-attention models",
#: "proxy reward model", "consistency models", "natural language models": 9 of 32 "X model"
#: pairs of the corpus read were two things, none with such a last word).
_MODEL_KIND_ENDS = frozenset({
    "network", "process", "machine", "transformer", "autoencoder", "auto-encoder", "field", "system",
    "equation", "memory", "mixture", "regression", "perceptron",
})
#: Names of architectures after which "network" (and, alone, "model") adds nothing
#: ("transformer networks" = "Transformer"); after other names a "network" is built of the
#: thing, not the thing ("ReLU networks", "attention networks", "generative flow networks",
#: "graph convolution network": 15 of 17 corpus pairs).
_NETWORK_NAMES = frozenset({"transformer", "autoencoder", "auto-encoder", "perceptron"})
#: A first word that says a method is used as usual, not which method ("standard masked
#: autoencoders", "standard message passing", "standard attention": 21 of 21 corpus
#: "standard X" of a Method node X read were X; of a Metric or Task not so: "standard error",
#: "standard accuracy" of robustness papers, "gold-standard labeling").
_STANDARD = "standard"
#: The heads :func:`_head_variant_target` reads, and the opening of a form with "standard".
_VARIANT_HEADS = _SUFFIX_METHOD_HEADS | {"model", "network"}
_STANDARD_FIRST = _STANDARD + " "
#: Switch (session 53): a first word "pre-trained" (or "pretrained") adds nothing to the name
#: of a model that is pre-trained by definition (:data:`_PRETRAINED_KINDS`), as "standard" adds
#: nothing to a method's (:func:`_join_head_variants`): "pre-trained large language models" =
#: "large language models", "pretrained foundation models" = "foundation models". Other names
#: keep it: "pre-trained language models" (PLMs) are no "language models", nor "pre-trained
#: models" "models"; and so does the word inside a name ("large pre-trained language models"
#: names a PLM as often as an LLM).
PRETRAINED_KINDS = True
#: Normalised names of models made by pre-training, for :data:`PRETRAINED_KINDS`.
_PRETRAINED_KINDS = frozenset({
    "large language model", "multimodal large language model", "foundation model", "vision language model",
    "large vision language model", "large multimodal model",
})
#: "pre-trained" or "pretrained" as the first normalised words (hyphens are spaces).
_PRETRAINED_FIRST = re.compile(r"pre ?trained ")
#: One word before a method head that is an activity ("sampling methods", "quantization
#: algorithms", "back-propagation method"), whose methods are ways of doing it; other single
#: words are what the method works on ("graph algorithms", "kernel methods", "tree methods").
_ACTIVITY_WORD = re.compile(r"[a-z][a-z-]+(?:ing|ion)$", re.IGNORECASE)


def _head_variant_target(words: Sequence[str], written: Optional[str]) -> Optional[str]:
    """The normalised form of the method that a method's normalised form ``words`` names
    with a generic head word (:func:`_join_head_variants`), or None when the head is none
    of those or says more than the name alone.

    Args:
        words: the cluster's normalised form, split ("ridge regression model").
        written: the name before the head as some surface writes it ("ridge regression"),
            or None when no surface writes the form (a name read through a short form).
    Returns:
        e.g. "ridge regression".
    """
    if len(words) < 2 or words[-2] == "based":
        return None
    head, name = words[-1], words[:-1]
    count = len(written.split()) if written else len(name)
    if head in _SUFFIX_METHOD_HEADS:
        if count < 2 and not (written and (_ACTIVITY_WORD.fullmatch(written) or _TWO_CAPITALS.match(written))):
            return None
    elif head == "model":
        if not (name[-1] in _MODEL_KIND_ENDS and count >= 2 or name[-1] in _NETWORK_NAMES):
            return None
    elif head == "network":
        if name[-1] not in _NETWORK_NAMES:
            return None
    else:
        return None
    return " ".join(name)


def _join_head_variants(clusters: dict[tuple[str, str], _Cluster],
                        joined: dict[tuple[str, str], tuple[str, str]],
                        normalised=normalise) -> None:
    """Join a method written as a name and a generic head word to the method written as
    the name alone, across papers (:func:`_join_generic_heads` joins them where one paper
    writes both): "ridge regression model" = "ridge regression", "FedAvg algorithm" =
    "FedAvg", "self-training framework" = "self-training", "transformer networks" =
    "Transformer". Only where the bare name is a Method node of the build, and only heads
    that say nothing more of it (:func:`_head_variant_target`):

    * "method", "algorithm", "approach", "technique", "framework" after a name of two words
      at least, after one word naming an activity ("sampling methods", "quantization
      algorithms"; not "graph algorithms", "kernel methods") or a coined name written as the
      bare node writes it ("FedAvg algorithm"; not "Top-K techniques" beside a "Top-k");
    * "model" after a name whose last word names a kind of model (:data:`_MODEL_KIND_ENDS`:
      "Gaussian mixture models", "deep neural network models"; not "latent variable models",
      "self-attention models", "language models");
    * "network" after the name of an architecture (:data:`_NETWORK_NAMES`: "transformer
      networks"; not "ReLU networks", "attention networks", "graph convolution network");
    * a first word "standard" (:data:`_STANDARD`: "standard masked autoencoders" =
      "masked autoencoders"; methods only).

    Not after "X-based" ("diffusion-based methods" are built on diffusion), not a name in
    small letters into a coined name that every surface writes with capitals ("plane
    approaches" into "PlanE"), and not a cluster whose forms point at two bare clusters.
    Names are read through their short forms (the cluster's resolved form: "CP methods" is
    "conformal prediction method"). Joins are transitive (union-find over sorted keys: the
    result does not depend on iteration order); the cluster with most papers keeps the
    others (:func:`_join`). Clusters are changed in place and each joined key recorded in
    ``joined`` (:func:`_redirect`).

    Args:
        clusters: cluster key -> cluster, changed in place.
        joined: old cluster key -> the key it joined, read and added to.
        normalised: :func:`normalise`, perhaps memoised.
    """
    def now(ck: tuple[str, str]) -> tuple[str, str]:
        while ck in joined:
            ck = joined[ck]
        return ck

    union = _Union()
    variants: set[tuple[str, str]] = set()  # the clusters with a head word
    written_by: Optional[dict[str, set[tuple[str, str]]]] = None  # surface -> Method clusters (made once, if needed)
    for ck in sorted(ck for ck, cl in clusters.items() if cl.type == "Method"):
        cl = clusters[ck]
        if not any(f.startswith(_STANDARD_FIRST) or f.rpartition(" ")[2] in _VARIANT_HEADS for f in (cl.form, *cl.joined)):
            continue  # (most clusters: no head word, no "standard")
        written = {}  # normalised surface -> the surface's words before its head, as written
        for surface in sorted({*cl.plain, *cl.long_surfaces}):
            parts = surface.strip().rsplit(None, 1)
            if len(parts) == 2:
                written.setdefault(normalised(surface), parts[0])
        targets = set()
        for form in sorted({cl.form, *cl.joined}):
            words = form.split()
            name = written.get(form)
            if len(words) > 1 and words[0] == _STANDARD:
                bare = " ".join(words[1:])  # (no head word: "standard masked autoencoders")
                name = None
            elif PRETRAINED_KINDS and (m := _PRETRAINED_FIRST.match(form)) and form[m.end():] in _PRETRAINED_KINDS:
                bare, name = form[m.end():], None  # "pre trained large language model" = "large language model"
            elif (bare := _head_variant_target(words, name)) is None:
                continue
            other = now(("Method", _method_identity(normalised(bare), name or bare)))
            if other not in clusters and name is not None and " " not in name and _TWO_CAPITALS.match(name) \
                    and any(c.islower() for c in name):
                # a coined name in small and capital letters read as a short form is keyed by
                # its expansion ("FedAvg" by "federated averaging"): the one cluster that writes
                # it so (its normalised form; not a short form in capitals, which may stand for
                # another name there: "DA methods" of domain adaptation, "GP-VAE")
                if written_by is None:
                    written_by = defaultdict(set)
                    for key, c in clusters.items():
                        if c.type == "Method":
                            for surface in c.surfaces:
                                written_by[normalised(surface)].add(key)
                found = written_by.get(normalised(name), ())
                other = now(next(iter(found))) if len(found) == 1 else other
            if other == ck or other not in clusters:
                continue
            plain = [s for s in clusters[other].surfaces if not _looks_like_acronym(s)]
            if name is not None and plain and all(_TWO_CAPITALS.search(s) for s in plain) \
                    and not _TWO_CAPITALS.search(name):
                continue  # (a coined name: "PlanE", whose "plane approaches" are no PlanE)
            if name is not None and " " not in name and _TWO_CAPITALS.match(name) \
                    and not _ACTIVITY_WORD.fullmatch(name) and name not in clusters[other].surfaces:
                continue  # (a coined name joins as written: "Top-K techniques" is no "Top-k")
            targets.add(other)
        if len(targets) == 1:
            union.join(ck, next(iter(targets)))
            variants.add(ck)
    if union.parent:
        _join_keeping_bare_names(clusters, joined, union.groups(), variants, longs=False)


def _join_keeping_bare_names(clusters: dict[tuple[str, str], _Cluster],
                             joined: dict[tuple[str, str], tuple[str, str]],
                             groups: Sequence[Sequence[tuple[str, str]]],
                             variants: Collection[tuple[str, str]], longs: bool = True) -> None:
    """Join each group of clusters (:func:`_join`, each joined key recorded in ``joined``),
    the names of its members in ``variants`` (a name with a head word, a participle) kept as
    alt labels only where a member outside them has a name of its own: the label is chosen
    among the bare member's names ("ridge regression", not "ridge regression model", even
    where the variant's papers are more). Without ``longs``, a variant's defined long forms
    stay label candidates ("Gaussian mixture models (GMMs)" beside a bare "Gaussian mixture":
    the defined name, not the short form, is the label)."""
    minority: dict[tuple[str, str], set[str]] = {}
    for members in groups:
        bare = [c for c in members if c not in variants]
        if not bare:
            continue
        keep = min(members, key=lambda c: (-len(clusters[c].papers), c))
        own = {s for c in bare for s in (*clusters[c].long_surfaces, *clusters[c].plain)}
        if own:
            minority[keep] = {s for c in members if c in variants
                              for s in (*(clusters[c].long_surfaces if longs else ()), *clusters[c].plain)
                              if s not in own}
    _join(clusters, {}, groups, joined)
    for keep, names in minority.items():
        into = clusters[keep]
        for name in sorted(names):
            moved = (into.long_surfaces.pop(name, 0) if longs else 0) + into.plain.pop(name, 0)
            if name not in into.surfaces:
                into.surfaces[name] += moved


#: "-ing" or "-ed" at a word's end (a cheap first test of a form).
_ED_OR_ING = re.compile(r"(?:ing|ed)\b")
#: A word ending in "-ing" or "-ed", group 1 its stem ("tun" of "tuning" and "tuned").
_PARTICIPLE = re.compile(r"(\w{3,}?)(?:ing|ed)")


def _participle_key(words: Sequence[str]) -> Optional[tuple[str, ...]]:
    """The words of a normalised form with each word in "-ing" or "-ed" cut to its stem
    ("supervised fine tuned" -> ("supervis", "fine", "tun")); None when no word ends so."""
    stems = tuple(m.group(1) if (m := _PARTICIPLE.fullmatch(w)) else w for w in words)
    return stems if stems != tuple(words) else None


def _join_participle_variants(clusters: dict[tuple[str, str], _Cluster],
                              joined: dict[tuple[str, str], tuple[str, str]],
                              acronym_norm=_acronym_norm) -> None:
    """Join a defined name whose long form writes a participle in "-ed" to the name of the
    same type written with "-ing" there, every other word the same, the participle the last
word (before a noun it modifies the noun: "pre-trained models" are no "pre-training
model"): "supervised fine-tuned
    (SFT)" = "supervised fine-tuning (SFT)", "fine-tuned (FT)" = "fine-tuning", "inverse
    probability weighted (IPW)" = "inverse probability weighting". A long form in "-ed"
    names the activity through what it makes (the noun after it, "model", is left out);
    :func:`_join_expansion_variants` keeps an "-ing" against a word without it apart
    ("masked language modeling" / "masked language models"), which stays so. The other
    cluster must share a short form with it or have none (a "fine-tuned (FT)" joins
    "fine-tuning", not a name of another short form). Read on the three corpora's
    definitions (NeurIPS 2023, ICLR 2024, ICML 2024): FT, GPT, IPW, SFT, VLP, five of five one
    thing.

    Args:
        clusters: cluster key -> cluster, changed in place; the one with most papers keeps
            the others (:func:`_join`).
        joined: old cluster key -> the key it joined, read (a cluster's forms include those
            joined into it) and added to.
        acronym_norm: the normaliser of short forms (a memoised :func:`_acronym_norm`).
    """
    by_key: dict[tuple[str, tuple[str, ...]], list[tuple[tuple[str, str], tuple[str, ...]]]] = defaultdict(list)
    for ck in sorted(clusters):
        cl = clusters[ck]
        for form in sorted({cl.form, *cl.joined}):
            if not _ED_OR_ING.search(form):
                continue
            words = tuple(form.split())
            key = _participle_key(words)
            if key is not None:
                by_key[(cl.type, key)].append((ck, words))
    union = _Union()
    variants: set[tuple[str, str]] = set()  # the clusters written with "-ed"
    for _, members in sorted(by_key.items()):
        if len({ck for ck, _ in members}) < 2:
            continue
        for a, words in members:
            cl = clusters[a]
            if not cl.long_surfaces or not cl.shorts or not words[-1].endswith("ed"):
                continue  # (an "-ed" before a noun modifies it: "pre-trained models" are models)
            shorts = {acronym_norm(s) for s in cl.shorts}
            for b, other_words in members:
                if b == a or words == other_words or not all(x == y or x.endswith("ed") and y.endswith("ing")
                                     for x, y in zip(words, other_words)):
                    continue  # (the other must write "-ing" wherever the two differ)
                other = clusters[b]
                if other.shorts and not shorts & {acronym_norm(s) for s in other.shorts}:
                    continue
                union.join(a, b)
                variants.add(a)
    if union.parent:
        _join_keeping_bare_names(clusters, joined, union.groups(), variants)


#: Switch (session 52, fixHlabels): two names of one type, not datasets, whose words differ
#: only where one writes a noun in "-ion" and the other its adjective in "-ional" before the
#: last word ("computation cost" / "computational cost", "convolution layers" / "convolutional
#: layers", "position encoding" / "positional encoding") are one entity
#: (:func:`_join_ion_adjectives`). Only that suffix pair, the derivational "-al" of session 51
#: (:data:`DERIVATIONAL_VARIANTS`) narrowed to names without a short form in common: other
#: "-al" pairs part two things ("graph model" / "graphical model", "function" / "functional").
ION_ADJECTIVES = True


def _join_ion_adjectives(clusters: dict[tuple[str, str], _Cluster],
                         joined: dict[tuple[str, str], tuple[str, str]]) -> None:
    """Join clusters of one type (not Dataset) whose normalised forms (or forms joined into
    them) are the same words once each word in "-ional" other than the last is read as its
    noun in "-ion" (:data:`ION_ADJECTIVES`): "computational cost" = "computation cost"; not
    two clusters with short forms and none in common.

    Args:
        clusters: cluster key -> cluster, changed in place; the one with most papers keeps
            the others (:func:`_join`).
        joined: old cluster key -> the key it joined, added to.
    """
    by_key: dict[tuple[str, tuple[str, ...]], set[tuple[str, str]]] = defaultdict(set)
    for ck in sorted(clusters):
        cl = clusters[ck]
        if cl.type == "Dataset":
            continue
        for form in sorted({cl.form, *cl.joined}):
            words = form.split()
            if len(words) < 2 or not any(w.endswith("ion") or w.endswith("ional") for w in words[:-1]):
                continue
            key = tuple(w[:-2] if i < len(words) - 1 and w.endswith("ional") else w for i, w in enumerate(words))
            by_key[(cl.type, key)].add(ck)
    union = _Union()
    for _, members in sorted(by_key.items()):
        if len(members) > 1:
            first, *rest = sorted(members)
            for other in rest:
                a, b = clusters[first].shorts, clusters[other].shorts
                if a and b and not {x.lower() for x in a} & {x.lower() for x in b}:
                    continue  # two short forms of their own: two names
                union.join(first, other)
    if union.parent:
        _join(clusters, {}, union.groups(), joined)


@lru_cache(maxsize=1)
def _pwc_method_identities() -> frozenset[str]:
    """The normalised names and full names of the Papers with Code methods without their
    spaces: a cheap first test of a name before :func:`kg.link.pwc_method_of_name`."""
    from kg.vocab import pwc_methods
    return frozenset(key.replace(" ", "") for key in pwc_methods())


def _join_cased_short_forms(clusters: dict[tuple[str, str], _Cluster],
                            joined: dict[tuple[str, str], tuple[str, str]],
                            cased: Mapping[str, str]) -> None:
    """Join a cluster of an undefined short form, most often written in small and capital
    letters ("mAP" x16, "MAP" x6), to the cluster of the expansion that the papers defining
    that spelling give ("mean average precision (mAP)"), where the definitions of all its
    spellings are ambiguous ("maximum a posteriori (MAP)" too) and the expansion is a
    cluster of the same type that holds a long form (not another bare short form). A
    cluster whose name a third of its papers propose stays.

    Args:
        clusters: cluster key -> cluster, changed in place.
        joined: old cluster key -> the key it joined, added to (:func:`_join`,
            :func:`_redirect`).
        cased: a short form as written, singular ("mAP") -> the normalised form of the
            dominant expansion of its definitions written so (:func:`_dominant`).
    """
    if not cased:
        return
    groups: dict[tuple[str, str], set[tuple[str, str]]] = {}
    for ck in sorted(ck for ck, cl in clusters.items() if cl.shorts and not cl.long_surfaces
                     and any(_singular_short(s) in cased for s in cl.shorts)):
        cl = clusters[ck]
        short = _most_common(Counter({_singular_short(s): n for s, n in cl.shorts.items()}))
        form = cased.get(short)
        if form is None or 3 * len(cl.named_papers) >= len(cl.papers):
            continue
        target = (cl.type, _method_identity(form) if cl.type == "Method" else _cluster_identity(cl.type, form, form))
        if target != ck and target in clusters and not (clusters[target].shorts and not clusters[target].long_surfaces):
            groups.setdefault(target, {target}).add(ck)
    if groups:
        _join(clusters, {}, [sorted(m) for _, m in sorted(groups.items())], joined)


def _join_vocabulary_names(clusters: dict[tuple[str, str], _Cluster],
                           joined: dict[tuple[str, str], tuple[str, str]],
                           normalised=normalise) -> None:
    """Join the Method clusters whose names identify one Papers with Code method
    (:func:`kg.link.pwc_method_of_name`): its short name and its full name, or two
    spellings that PwC lists as one method's name and full name ("k-NN" = "k-nearest
    neighbors", "Resnet" = "residual networks" = "residual neural network (ResNet)",
    "rotary embeddings" = "Rotary Position Embedding"). The vocabulary pairs the two names
    as a paper's definition "long (SHORT)" would, where no paper of the build does.

    For precision a cluster takes part only when all its names that identify a PwC method
    identify the same one, when it is not a proposed name (a new paper reusing a
    known name names a new thing: at least a third of the papers of the cluster, as for its
    label), and, for a coined short form ("ResNet"), when its own
    spelt-out names agree with PwC's full name word for word; a short form in capitals
    ("SAM", "PNP") identifies nothing, as in linking. Clusters are changed in place and
    each joined key recorded in ``joined`` (:func:`_join`, :func:`_redirect`); the result
    does not depend on iteration order.

    Args:
        clusters: cluster key -> cluster, changed in place.
        joined: old cluster key -> the key it joined, added to (:func:`_join`,
            :func:`_redirect`).
        normalised: :func:`normalise`, perhaps memoised (a name whose form without spaces
            is no PwC method's is not looked up further).
    Raises:
        kg.vocab.VocabError: the shipped PwC vocabulary is missing or unreadable.
    """
    from kg.link import pwc_method_of_name  # (kg.link reads resolved entities: no cycle at import)

    known = _pwc_method_identities()
    found = {ck: names for ck, cl in clusters.items() if cl.type == "Method"
             and (names := [n for n in (*cl.surfaces, *cl.long_surfaces) if normalised(n).replace(" ", "") in known])}
    by_iri: dict[str, list[tuple[str, str]]] = defaultdict(list)
    for ck in sorted(found):
        cl = clusters[ck]
        if 3 * len(cl.named_papers) >= len(cl.papers):
            continue
        written = {*cl.surfaces, *cl.long_surfaces}
        names = sorted(set(found[ck]))
        spelt = [n for n in written if " " in n.strip() and not _looks_like_acronym(n)]
        words = frozenset(w for n in spelt for w in _vocab_normalise(n).split())
        iris = {rec.iri for n in names if (rec := pwc_method_of_name(n, words)) is not None}
        if len(iris) == 1:
            by_iri[iris.pop()].append(ck)
    groups = [members for _, members in sorted(by_iri.items()) if len(members) > 1]
    if groups:
        _join(clusters, {}, groups, joined)


#: A short form of three to six capitals, perhaps plural, that a metric or dataset may be
#: written as ("ECE", "DMC"): group 1 is its letters (_join_undefined_initials). Two letters
#: spell too many names: a bare "MD" among datasets was molecular dynamics, not Meta-Dataset,
#: and "PM" particulate matter, not Point Maze (neurips2023, icml2024 corpus).
_CAPITALS_SHORT = re.compile(r"([A-Z]{3,6})s?")
#: Types of entity whose undefined short forms may join the name they spell (_join_undefined_initials).
_INITIALS_TYPES = frozenset({"Metric", "Dataset", "Method"})
#: Words a short form skips when it spells a name ("area under the curve": AUC).
_INITIALS_SKIP = frozenset({"a", "an", "and", "at", "for", "in", "of", "on", "the", "to", "with"})
#: Words between which a name's initials are taken: spaces, hyphens, slashes.
_INITIALS_SPLIT = re.compile(r"[\s\-/]+")


def _initials_of(name: str) -> frozenset[str]:
    """The letters, in capitals, that a short form made of ``name``'s initials would spell:
    the first letter of each word but small function words ("expected calibration error" ->
    ECE), and also with the capitals inside a word ("DeepMind Control" -> DC and DMC); a
    trailing "dataset", "benchmark", "suite" ... may be left out ("DeepMind Control Suite"
    -> DMCS and DMC). Empty for a name of one word or with a word that starts with no
    letter ("ResNet-50", "top-1 accuracy"): such a name has no initials a short form spells."""
    out: set[str] = set()
    names = [name]
    if (m := _DATASET_TRAILER.search(name)) is not None:
        names.append(name[:m.start(2)])
    for text in names:
        words = [w for w in _INITIALS_SPLIT.split(text.strip()) if w and w.lower() not in _INITIALS_SKIP]
        if len(words) < 2 or not all(w[0].isalpha() for w in words):
            continue
        out.add("".join(w[0] for w in words).upper())
        out.add("".join(w[0] + "".join(c for c in w[1:] if c.isupper()) for w in words).upper())
    return frozenset(out)


#: A dataset's undefined short form joins the one Dataset cluster of the build whose name
#: it spells also where Papers with Code lists the short form, not the long name, as a
#: dataset ("LRA" and "Long Range Arena" in different papers: PwC names the dataset "LRA").
INITIALS_PWC_SHORT = True


def _join_undefined_initials(clusters: dict[tuple[str, str], _Cluster],
                             joined: dict[tuple[str, str], tuple[str, str]],
                             defined: Collection[str], acronym_norm=None) -> None:
    """Join a metric, dataset or method written only as a short form in capitals that no
    paper of the build defines ("ECE", "DMC", "SVM") to the one cluster of its type whose
    name its letters spell as initials ("expected calibration error", "DeepMind Control
    Suite", "support vector machines"), where Papers with Code lists that name as a metric or
    dataset, or, for a method, as the full name of a method whose PwC short name is that
    short form. Papers write such standard short forms bare, and a build may hold no paper
    that defines one (a defined short form is read through its definitions: :func:`resolve`,
    step 3).

    For precision: a method's initials alone say little (method names are often coined,
    and PwC's "SAC" is switchable atrous convolution, not the soft actor-critic of most
    papers): a method joins only the one cluster of the build written as PwC's full name
    for exactly that short name, however many clusters share its initials; only a short
    form of three capitals or more (:data:`_CAPITALS_SHORT`) that no
    paper of the build defines, as any kind (a bare "MAE" typed as a metric where other
    papers define a masked autoencoder was that method in two papers of three; "EM" the
    expectation maximization of other papers' definitions); the short form is no proposed
    name (a third of its papers, as for labels); a metric or dataset must spell the initials
    of exactly one cluster of its type in the build (two candidates, "PQ" for "perceptual
    quality" and "prediction quality", leave it alone), and that name must be a PwC metric or dataset
    (an "estimation error rate" of one paper does not take the "EER", usually equal error
    rate, of another), or, for a dataset, PwC must list the short form itself as a dataset
    (:data:`INITIALS_PWC_SHORT`: "LRA" / "Long Range Arena"; on 6,870 corpus abstracts one
    join, right: "SMAC" / "StarCraft Multi-Agent Challenge").

    Args:
        clusters: cluster key -> cluster, changed in place.
        joined: old cluster key -> the key it joined, added to (:func:`_join`,
            :func:`_redirect`).
        defined: the normalised short forms (:func:`_acronym_norm`) that some paper of the
            build defines.
        acronym_norm: the normaliser of short forms (default :func:`_acronym_norm`).
    Raises:
        kg.vocab.VocabError: the shipped PwC vocabulary is missing or unreadable.
    """
    from kg.vocab import dataset_labels, metric_names, pwc_methods
    acronym_norm = acronym_norm or _acronym_norm
    shorts: dict[tuple[str, str], tuple[str, str]] = {}  # cluster key -> (type, letters)
    for ck, cl in clusters.items():
        if cl.type not in _INITIALS_TYPES or not cl.shorts or cl.long_surfaces or cl.plain or cl.expanded:
            continue
        spelt = {m.group(1) for s in cl.surfaces if (m := _CAPITALS_SHORT.fullmatch(s.strip()))}
        if len(spelt) != 1 or len(spelt) != len({s.strip().rstrip("s") for s in cl.surfaces}) \
                or 3 * len(cl.named_papers) >= len(cl.papers):
            continue
        letters = spelt.pop()
        if acronym_norm(letters) not in defined:
            shorts[ck] = (cl.type, letters)
    if not shorts:
        return
    wanted = set(shorts.values())
    spelling: dict[tuple[str, str], set[tuple[str, str]]] = defaultdict(set)  # (type, letters) -> clusters
    for ck, cl in clusters.items():
        if ck in shorts or cl.type not in _INITIALS_TYPES:
            continue
        for name in {*cl.surfaces, *cl.long_surfaces}:
            for letters in _initials_of(name):
                if (cl.type, letters) in wanted:
                    spelling[(cl.type, letters)].add(ck)
    known = {"Metric": frozenset(_vocab_normalise(n) for n in metric_names()), "Dataset": dataset_labels()}
    pm = pwc_methods()
    groups: dict[tuple[str, str], set[tuple[str, str]]] = {}
    for ck in sorted(shorts):
        targets = spelling.get(shorts[ck], set())
        if shorts[ck][0] == "Method":
            named = [t for t in targets if any((m := pm.get(_vocab_normalise(n))) is not None and m.name == shorts[ck][1]
                     and _vocab_normalise(m.full_name) == _vocab_normalise(n)
                     for n in {*clusters[t].surfaces, *clusters[t].long_surfaces})]
            if len(named) == 1:
                groups.setdefault(named[0], {named[0]}).add(ck)
            continue
        if len(targets) != 1:
            continue
        target = next(iter(targets))
        cl = clusters[target]
        if any(_vocab_normalise(n) in known[cl.type] for n in {*cl.surfaces, *cl.long_surfaces}) \
                or INITIALS_PWC_SHORT and cl.type == "Dataset" and _vocab_normalise(shorts[ck][1]) in known["Dataset"]:
            groups.setdefault(target, {target}).add(ck)
    if groups:
        _join(clusters, {}, [sorted(m) for _, m in sorted(groups.items())], joined)


#: A dataset name written with a short prefix in capitals: "MS-COCO", "MS COCO" (prefix, name).
_PREFIXED_DATASET = re.compile(r"^([A-Z]{2,4})[- ](\S.*)$")
#: A PwC dataset name made of one capitalised word and another dataset's name ("Microsoft
#: COCO dataset"): (word, name).
_WORD_BEFORE_DATASET = re.compile(r"^([A-Z][a-z]+) (\S.*?)(?: (?:dataset|benchmark|corpus))?$", re.IGNORECASE)


#: A dataset name in capitals only, a prefix perhaps glued to it ("MSCOCO": _prefix_splits).
_CAPITALS_NAME = re.compile(r"[A-Z]{5,12}")


def _prefix_splits(surface: str) -> list[tuple[str, str]]:
    """The ways to read a dataset's name as a short prefix and a name (:func:`_join_publisher_prefixes`):
    apart ("MS-COCO", "MS COCO": :data:`_PREFIXED_DATASET`), or glued in a name in capitals only
    ("MSCOCO": "MS" + "COCO", "MSC" + "OCO"; a prefix of two to four letters before three at
    least; the caller keeps a split whose name PwC writes after a word the prefix abbreviates)."""
    if m := _PREFIXED_DATASET.match(surface):
        return [(m.group(1), m.group(2))]
    if _CAPITALS_NAME.fullmatch(surface):
        return [(surface[:n], surface[n:]) for n in range(2, min(4, len(surface) - 3) + 1)]
    return []


@lru_cache(maxsize=1)
def _dataset_name_words() -> dict[str, frozenset[str]]:
    """Normalised dataset name -> the capitalised words that Papers with Code writes before
    it in another dataset name, where PwC also lists the name alone ("coco" -> {"Microsoft"},
    from "Microsoft COCO dataset" and "COCO")."""
    from kg.vocab import dataset_labels
    labels = dataset_labels()
    out: dict[str, set[str]] = {}
    for name in labels.values():
        m = _WORD_BEFORE_DATASET.match(name)
        if m and m.group(1)[0].isupper() and (key := _vocab_normalise(m.group(2))) in labels:
            out.setdefault(key, set()).add(m.group(1))
    return {k: frozenset(v) for k, v in out.items()}


def _abbreviates(prefix: str, word: str) -> bool:
    """``prefix`` (2 letters or more) is a short form of the one word ``word``: the same first
    letter and every other letter of it in order in the rest of the word ("MS": "Microsoft")."""
    p, w = prefix.lower(), word.lower()
    if len(p) < 2 or p[0] != w[0]:
        return False
    at = 1
    for ch in p[1:]:
        at = w.find(ch, at) + 1
        if not at:
            return False
    return True


def _join_publisher_prefixes(clusters: dict[tuple[str, str], _Cluster],
                             joined: dict[tuple[str, str], tuple[str, str]]) -> None:
    """Join a Dataset cluster named with a short prefix ("MS-COCO", "MS COCO") to the cluster
    of the name without it ("COCO") where Papers with Code writes that name after a word the
    prefix abbreviates ("Microsoft COCO dataset") and also lists it alone: the prefix is then
    the name of its maker, not a variant (:func:`_dataset_name_words`), provided no name of the
    build writes that word in small letters (a common word, "Permuted" of "PM-MNIST", names a
    variant). A prefix of one letter is no evidence ("S-COCO" is Separated COCO, "V-COCO"
    another dataset), nor a prefix PwC never spells out ("F-MNIST" is Fashion-MNIST). On the
    whole PwC vocabulary this pairs "MS-COCO" with "COCO" only; a name that a third of its
    cluster's papers propose stays.

    Args:
        clusters: cluster key -> cluster, changed in place.
        joined: old cluster key -> the key it joined, added to (:func:`_join`,
            :func:`_redirect`).
    Raises:
        kg.vocab.VocabError: the shipped PwC vocabulary is missing or unreadable.
    """
    words = _dataset_name_words()
    small: Optional[set[str]] = None  # the words some name of the build writes in small letters
    groups: dict[tuple[str, str], set[tuple[str, str]]] = {}
    for ck in sorted(ck for ck, cl in clusters.items() if cl.type == "Dataset"):
        cl = clusters[ck]
        if 3 * len(cl.named_papers) >= len(cl.papers):
            continue
        for surface, (prefix, name) in sorted((s, split) for s in {*cl.surfaces, *cl.long_surfaces}
                                              for split in _prefix_splits(s.strip())):
            makers = [w for w in words.get(_vocab_normalise(name), ()) if _abbreviates(prefix, w)]
            if not makers:
                continue
            if small is None:
                small = {w for c in clusters.values() for n in (*c.surfaces, *c.long_surfaces)
                         for w in n.split() if w.islower()}
            if all(w.lower() in small for w in makers):
                continue  # a common word ("permuted", "tiny"): the prefix names a variant
            target = ("Dataset", _cluster_identity("Dataset", normalise(name), name))
            if target != ck and target in clusters and target not in groups.get(ck, ()):
                groups.setdefault(target, {target}).add(ck)
                break
    members = [sorted(m) for _, m in sorted(groups.items())]
    seen: set[tuple[str, str]] = set()
    members = [m for m in members if seen.isdisjoint(m) and not seen.update(m)]
    if members:
        _join(clusters, {}, members, joined)


#: A dataset's name with the image size its papers use it at ("ImageNet 256×256",
#: "CelebA-64×64", "ImageNet $256\times256$"): the dataset at that size (the pool's gold lists
#: it as an alias of the dataset), not another dataset. Group 1: the name; the size is two
#: numbers of two to four digits with "×", "x" or "\times" between. One number alone stays:
#: "ImageNet-64" (a downsampled dataset of its own), "ImageNet-100" (a subset), "CIFAR-100".
_RESOLUTION_SUFFIX = re.compile(
    r"(.*?[A-Za-z].*?)[\s-]*[(\[]?\$?\d{2,4}\s*(?:×|x|\\times|\$\\times\$)\s*\d{2,4}\$?[)\]]?")
#: "Open Dataset" after a dataset's name ("Waymo Open Dataset"): the published dataset of a
#: maker whose name papers also write alone ("Waymo"). Not "Open" before another word ("Waymo
#: Open Motion Dataset" is another dataset), nor "Open" without the trailer ("NQ-Open").
_OPEN_DATASET = re.compile(r"(.*?\S)[\s-]+Open[\s-]+(?:Data[\s-]?sets?|Data)", re.IGNORECASE)
#: A generic plural after a dataset's name that says what its items are ("DeepMind control
#: tasks", "GLUE tasks", "MuJoCo environments", "Atari games"): the dataset itself, as the
#: pool's gold lists them (aliases of the dataset). Group 1: the name, group 2: the word.
_ITEMS_TRAILER = re.compile(r"(.*?\S)([\s-]+(?:tasks?|environments?|games?))", re.IGNORECASE)
#: One word written as a name whose parts are capitals and capitalised words ("DMControl":
#: D, M, Control): a contraction of a longer name, each part the start of one word of it
#: (or of one capitalised part of a word: "DeepMind" is Deep + Mind).
_CONTRACTED = re.compile(r"(?:[A-Z][a-z]*){2,}")
#: The parts of a name that a contraction's parts stand for: capitalised parts of words and
#: other words ("DeepMind Control Suite" -> Deep, Mind, Control, Suite).
_NAME_PARTS = re.compile(r"[A-Z][a-z]*|[a-z]+|\d+")


def _contracts(short: str, long: str) -> bool:
    """Whether the one-word name ``short`` ("DMControl") contracts the name ``long`` of two
    words or more ("DeepMind Control Suite", its trailing "suite" or "dataset" aside:
    :data:`_DATASET_TRAILER`): ``short``'s parts (:func:`_contraction_parts`: "D", "M",
    "Control") are, in order and one each, the starts of all ``long``'s parts
    (:func:`_long_name_parts`: "Deep", "Mind", "Control")."""
    parts, words = _contraction_parts(short), _long_name_parts(long)
    return bool(parts and words) and _starts_each(parts, words)


def _contraction_parts(short: str) -> Optional[list[str]]:
    """The parts of a one-word name that may contract a longer one (:data:`_CONTRACTED`:
    "DMControl" -> D, M, Control), or None: not such a name, or all its parts initials (a
    short form: :func:`_join_undefined_initials`) or all words (the same name closed up,
    which identity joins already)."""
    if not _CONTRACTED.fullmatch(short):
        return None
    parts = re.findall(r"[A-Z][a-z]*", short)
    if all(len(p) == 1 for p in parts) or all(len(p) > 1 for p in parts):
        return None
    return parts


def _long_name_parts(long: str) -> Optional[list[str]]:
    """The parts (:data:`_NAME_PARTS`) of a name of two words or more without its trailing
    "dataset", "suite" ... ("DeepMind Control Suite" -> Deep, Mind, Control), or None for one word."""
    if " " not in long.strip() and "-" not in long:
        return None
    m = _DATASET_TRAILER.search(long)
    return _NAME_PARTS.findall(long[:m.start(2)] if m else long)


def _starts_each(parts: Sequence[str], words: Sequence[str]) -> bool:
    """Whether ``parts`` are, in order and one each, the starts of all ``words`` (any case)."""
    return len(words) == len(parts) and all(w.lower().startswith(p.lower()) for p, w in zip(parts, words))


def _join_dataset_variants(clusters: dict[tuple[str, str], _Cluster],
                           joined: dict[tuple[str, str], tuple[str, str]]) -> None:
    """Join a Dataset cluster to the cluster of the dataset it names in another way, where
    that cluster is in the build:

    * a name with an image size ("ImageNet 256×256", "CelebA-64×64": :data:`_RESOLUTION_SUFFIX`)
      to the name without it ("ImageNet");
    * a name with "Open Dataset" ("Waymo Open Dataset": :data:`_OPEN_DATASET`) to the name
      without it ("Waymo");
    * a contraction written as one word ("DMControl": :func:`_contracts`) to the one Dataset
      cluster of the build whose name it contracts ("DeepMind Control Suite"), where a paper
      writes both or Papers with Code lists the long name as a dataset.

    A name that a third of its cluster's papers propose stays (a new dataset, as for labels).
    Clusters are changed in place and each joined key recorded in ``joined`` (:func:`_join`,
    :func:`_redirect`); the result does not depend on iteration order.

    Args:
        clusters: cluster key -> cluster, changed in place.
        joined: old cluster key -> the key it joined, added to.
    Raises:
        kg.vocab.VocabError: the shipped PwC vocabulary is missing or unreadable.
    """
    datasets = sorted(ck for ck, cl in clusters.items() if cl.type == "Dataset")
    union = _Union()
    long_names: Optional[dict[str, list[tuple[tuple[str, str], list[str]]]]] = None  # initials -> (key, parts)
    for ck in datasets:
        cl = clusters[ck]
        if 3 * len(cl.named_papers) >= len(cl.papers):
            continue
        for surface in sorted({*cl.surfaces, *cl.long_surfaces}):
            text = surface.strip()
            m = _RESOLUTION_SUFFIX.fullmatch(text) or _OPEN_DATASET.fullmatch(text) or _named_items(text)
            if m:
                name = m.group(1)
                target = ("Dataset", _cluster_identity("Dataset", normalise(name), name))
                if target != ck and target in clusters:
                    union.join(ck, target)
                    break
            elif parts := _contraction_parts(text):
                if long_names is None:
                    long_names = defaultdict(list)
                    for c in datasets:
                        for n in sorted({*clusters[c].surfaces, *clusters[c].long_surfaces}):
                            if words := _long_name_parts(n):
                                long_names["".join(w[0].lower() for w in words)].append((c, words))
                targets = {c for c, words in long_names.get("".join(p[0].lower() for p in parts), ())
                           if c != ck and _starts_each(parts, words)}
                if len(targets) == 1 and (target := targets.pop()) and (
                        cl.papers & clusters[target].papers or _is_pwc_dataset(clusters[target])):
                    union.join(ck, target)
                    break
    groups = union.groups()
    if groups:
        _join(clusters, {}, groups, joined)


def _named_items(text: str) -> Optional[re.Match]:
    """The match of :data:`_ITEMS_TRAILER` in a dataset's name when the words before the plural
    hold a capital or a digit (a proper name: "DeepMind control tasks", "Google research
    football tasks", "Atari games"; not "control tasks"); else None. (A capital at a sentence's
    start passes too: the caller joins only a Dataset cluster of the name that exists.)"""
    m = _ITEMS_TRAILER.fullmatch(text)
    if m is None:
        return None
    return m if _NAME_CAPITAL.search(text, 0, m.start(2)) else None


def _is_pwc_dataset(cl: _Cluster) -> bool:
    """Whether Papers with Code lists a name of ``cl`` as a dataset."""
    from kg.vocab import dataset_labels
    known = dataset_labels()
    return any(_vocab_normalise(n) in known for n in {*cl.surfaces, *cl.long_surfaces})


def _keep_name_capitals(clusters: Mapping[tuple[str, str], _Cluster], capital_words: Collection[str]) -> None:
    """Set each cluster's ``mid_capitals`` to its names (surfaces, long forms, names read
    through inner acronyms) that open with a capital word of a name: a word that some paper
    of the build writes with a capital where no sentence starts (``capital_words``, from
    :func:`_mid_sentence_capitals`: "we use Langevin sampling", "robust Lipschitz bandit
    algorithms", "kernelized Stein discrepancy") and that no surface or long form of the
    build writes in lower case, or a surname of :data:`EPONYMS` written so. A name opening
    with such a word keeps its capital wherever its papers write it ("Lipschitz bandit",
    "Stein discrepancies" open sentences in their own papers); authors also capitalise
    common words ("solve difficult Dexterous manipulation tasks"), which other names write
    in lower case ("dexterous hands").

    Args:
        clusters: cluster key -> cluster; ``mid_capitals`` is set in place.
        capital_words: lower-case words some paper writes with a name's capital.
    """
    written = {m.split()[0].lower() for cl in clusters.values() for m in cl.mid_written}
    wanted = set(capital_words) | written
    if not wanted:
        return
    lower: set[str] = set()
    opening: list[tuple[_Cluster, str, str]] = []  # (cluster, name opening with a capital, its first word)
    for cl in clusters.values():
        for spellings in (cl.surfaces, cl.long_surfaces, cl.expanded):
            for m in spellings:
                words = m.split()
                if m[:1].isupper():
                    opening.append((cl, m, words[0].lower()))
                if spellings is not cl.expanded:
                    lower.update(w for w in words if w in wanted)
    names = {w for w in capital_words if w not in lower or _strip_possessive(w) in EPONYMS}
    for cl in clusters.values():
        # the cluster's own surfaces written so (also title-case names: "Stable Diffusion")
        cl.mid_capitals = {m for m in cl.mid_written if m.split()[0].lower() not in lower} if cl.mid_written else set()
    for cl, m, first in opening:
        if first in names:
            cl.mid_capitals.add(m)


def _strip_possessive(word: str) -> str:
    """``word`` without a possessive "'s" ("nesterov's" -> "nesterov")."""
    return word[:-2] if word.endswith(("'s", "\u2019s")) else word


#: Surnames that name methods, models, distributions and theorems of machine learning,
#: statistics and optimisation ("Thompson sampling", "Lipschitz networks", "Markov chains",
#: "quasi-Newton methods"), in lower case: a label writes them with their capital, however
#: many papers write them in lower case (proper adjectives made from names, "Bayesian",
#: "Gaussian", "Markovian", are found by their ending: :func:`_is_proper_adjective`).
EPONYMS = frozenset("""
    banach bayes bellman bernoulli bernstein besov boltzmann bregman brier brownian cauchy
    chebyshev chernoff cholesky cox dirichlet dijkstra euler fisher fokker fourier frechet
    frobenius gauss gibbs gini gromov gumbel hamilton hastings hausdorff hawkes hebb hilbert
    hoeffding holder hopfield householder huber ising ito jacobi jensen kalman kantorovich
    karush kendall kolmogorov krylov kronecker kullback lagrange lanczos langevin laplace
    lebesgue legendre leibler levenshtein levy lipschitz lloyd lyapunov mahalanobis markov
    metropolis minkowski monte nash nesterov newton neumann nystrom ornstein pareto pearson
    perron planck plackett poisson polyak potts rademacher renyi riemann runge schrodinger
    shannon shapley sinkhorn sobolev spearman stackelberg stein stiefel student taylor
    thompson tikhonov turing tweedie uhlenbeck vapnik voronoi wasserstein weibull weisfeiler
    wiener wishart wolfe zipf
""".split())


#: A label's words and the separators between them (spaces, hyphens, slashes), which
#: :func:`_restore_capitals` splits it into.
_WORD_SEPARATORS = re.compile(r"([\s\-/]+)")


def _restore_capitals(label: str, cl: _Cluster) -> str:
    """``label`` with each of its lower-case words written as a surface of the cluster writes
    it with a capital that belongs to the word, however few papers write it so: an
    acronym-like word ("ReLU networks", "GPT models": :func:`_looks_like_acronym`), a proper
    adjective or a language ("Bayesian optimization", "non-Gaussian noise": as
    :func:`_sentence_case` keeps them), a surname of :data:`EPONYMS` ("quasi-Newton method";
    as a first word only when some paper writes it so where no sentence starts: "we use
    Thompson sampling"), or a first word that :func:`_keep_name_capitals` found to be a
    name's ("Langevin sampling"). Only surfaces that are the label but for
    case are read; among several such spellings of a word, the most frequent wins (ties:
    :func:`_most_common`). A mixed-case spelling ("SpeedUp") is not restored when the label's
    spelling in small letters is written :data:`_CAMEL_OUTLIER` times as often ("speedup").

    Args:
        label: the chosen label (:func:`_label`), e.g. "bayesian optimization".
        cl: its cluster: ``surfaces`` and ``long_surfaces`` (surface -> count) and
            ``mid_capitals`` (surfaces whose first capital is a name's).
    Returns:
        e.g. "Bayesian optimization" when one paper writes it so and two in lower case.
    """
    if len(cl.surfaces) == 1 and not cl.long_surfaces and label in cl.surfaces:
        return label  # (most entities: one written form, the label itself)
    low = label.lower()
    if label != low and not any(w.islower() for w in label.split()):
        return label
    variants = Counter({s: n for s, n in cl.surfaces.items() if s != label and s.lower() == low})
    variants.update({s: n for s, n in cl.long_surfaces.items() if s != label and s.lower() == low})
    if not variants:
        return label
    words = _WORD_SEPARATORS.split(label)
    for i in range(0, len(words), 2):
        if not words[i].islower():
            continue
        options: Counter = Counter()
        for variant, n in variants.items():
            other = _WORD_SEPARATORS.split(variant)
            if len(other) != len(words) or other[i] == words[i] or len(other) > 1 and variant.isupper():
                continue  # (a phrase all in capitals is shouted: "GRAPH NEURAL NETWORKS")
            word = other[i]
            first = word[:1].isupper() and word[1:].islower()
            if _looks_like_acronym(word) or first and (
                    _is_proper_adjective(word, surnames=i > 0 or variant in cl.mid_written)
                    or i == 0 and variant in cl.mid_capitals and _name_capital(variant)):
                options[word] += n
        if options:
            best = _most_common(options)
            if not (best[1:].islower() or best.isupper()) and \
                    _CAMEL_OUTLIER * options[best] < sum(n for v, n in variants.items() if v == low) + cl.surfaces.get(low, 0):
                continue  # "SpeedUp" (1 paper) beside "speedup" (133): a stray spelling, no name
            words[i] = best
    return "".join(words)


def _name_capital(variant: str) -> bool:
    """Whether the first capital of ``variant``, a spelling some paper writes where no
    sentence starts (``cl.mid_capitals``), shows its first word to be a name's: a name of one
    word ("Adam"), or one whose other words are in small letters at least as often
    (:func:`_not_title_case`: "Langevin sampling"). A name in title case ("Federated
    Learning (FL)", the usual spelling of a definition) capitalises every word, so it says
    nothing of the first: the label in small letters ("federated learning") does not take
    its capital back from it, and a label opening a sentence ("Federated learning") is not
    kept so by it."""
    words = _WORD_SEPARATORS.split(variant)[::2]
    return len(words) == 1 or _not_title_case(words)


#: A mixed-case spelling of a word ("SpeedUp", not "ReLU" beside a few "relu") is not
#: restored when the spelling in small letters is written this many times as often.
_CAMEL_OUTLIER = 10


def _is_proper_adjective(word: str, surnames: bool = True) -> bool:
    """A capitalised proper adjective, language name or (when ``surnames``) surname
    ("Bayesian", "Gaussian", "Arabic", "Thompson": :data:`~kg.extract.lexicon.PROPER_ADJECTIVE_RE`,
    :data:`_LANGUAGE_NAMES`, :data:`EPONYMS`; accents and a possessive "'s" are ignored:
    "Fréchet", "Newton's"), not a common word with such an ending ("Mean", "Median")."""
    low = word.lower()
    if not low.isascii():
        low = unicodedata.normalize("NFKD", low).encode("ascii", "ignore").decode("ascii")
    if low.endswith(("'s", "\u2019s")):
        low = low[:-2]
    return low in _LANGUAGE_NAMES or surnames and low in EPONYMS \
        or bool(PROPER_ADJECTIVE_RE.fullmatch(word)) and low not in _COMMON_WITH_PROPER_ENDING


def _label(cl: _Cluster) -> str:
    """Canonical label of a cluster (rule 6 of the module docstring), its proper capitals
    kept (:func:`_restore_capitals`)."""
    return _restore_capitals(_one_word_case(_chosen_label(cl), cl), cl)


#: A label in title case of a concept that no paper of the cluster proposes takes small
#: letters where the build's abstracts write the phrase so (:func:`_common_noun_labels`).
COMMON_NOUN_CASE = True
#: A word of a text or a label as :func:`_common_noun_labels` compares them.
_TEXT_WORD = re.compile(r"\w+")
#: A word in title case: a capital, then small letters only.
_TITLE_WORD = re.compile(r"[A-Z][a-z]+")


def _title_case_label(label: str) -> bool:
    """Whether ``label`` is a phrase of two words or more each in title case or a small word
    (:data:`_TITLE_SMALL_WORDS`), two of them with a capital: "Maximum Mean Discrepancy",
    "Learning from Demonstrations"; not "ImageNet", "GPT Models", "Graph neural networks"."""
    words = _WORD_SEPARATORS.split(label)[::2]
    return len(words) >= 2 and sum(bool(_TITLE_WORD.fullmatch(w)) for w in words) >= 2 \
        and all(_TITLE_WORD.fullmatch(w) or w in _TITLE_SMALL_WORDS for w in words)


#: A title-case label that is a topic of the Computer Science Ontology also takes small letters
#: (:func:`_common_noun_labels`).
COMMON_NOUN_CSO = True


def _is_cso_topic(label: str) -> bool:
    """Whether ``label`` names a topic of the shipped Computer Science Ontology."""
    from kg.vocab import cso_topics, normalise as vocab_normalise
    return vocab_normalise(label) in cso_topics()


#: The words of a text and the characters between them, for :class:`TextWords`: ``split``
#: gives the characters before the first word, the first word, the characters between it
#: and the next, and so on (the words are those of :data:`_TEXT_WORD`).
_TEXT_PARTS = re.compile(r"(\w+)")
#: The characters that end a sentence before a word (:func:`_opens_after`).
_SENTENCE_ENDS = frozenset(".!?:")


def _opens_after(between: str, first: bool = False) -> bool:
    """Whether a word opens a sentence as :func:`_named_words` reads it, from the characters
    ``between`` it and the word before (``first``: all the text before the first word): of
    the three characters of the text before the word, the last that is no space is one of
    ".!?:", or there is none. Where ``between`` is shorter than three characters and is all
    spaces, the window holds the end of the word before, whose last character is no space
    and no sentence end."""
    last = between[-3:].rstrip()[-1:]
    if last:
        return last in _SENTENCE_ENDS
    return first or len(between) >= 3


class _InsideAfter(dict):
    """1 where a word after these characters (between it and the word before: not the first
    word) is inside a sentence, 0 where it opens one (:func:`_opens_after`); made once per
    distinct string of characters (a handful: " ", ", ", ". ", " (" ...)."""

    def __missing__(self, between: str) -> int:
        inside = self[between] = int(not _opens_after(between))
        return inside


_INSIDE_AFTER = _InsideAfter()


class TextWords:
    """The words of one abstract as :func:`_common_noun_labels` and :func:`_named_words` read
    them (:data:`_TEXT_WORD`), made once per paper: ahead of :func:`resolve`, while the
    extraction workers run (:meth:`NormalisedForms.add`), so that the two passes over the
    build's text that label the entities run as C loops over these tables (:func:`map`,
    :func:`itertools.compress`, :meth:`collections.Counter.update`) rather than one Python
    step per word. Making them runs in C too: about 0.13 ms per abstract. Every word is
    interned (:func:`sys.intern`): a word shared by many abstracts is held once.

    Attributes:
        words: the words as written, in order.
        low: the words in small letters (:meth:`str.lower` of each).
        inside: per word, 1 where it does not open a sentence (:func:`_opens_after`), else 0.
    """

    __slots__ = ("words", "low", "inside")

    def __init__(self, text: str) -> None:
        """Split ``text`` (the cleaned abstract, ``Extraction.clean.text``) into its words."""
        parts = _TEXT_PARTS.split(text)
        self.words: tuple[str, ...] = tuple(map(sys.intern, parts[1::2]))
        self.low: tuple[str, ...] = tuple(map(sys.intern, map(str.lower, self.words)))
        inside = bytes(map(_INSIDE_AFTER.__getitem__, parts[2:-1:2]))
        self.inside = bytes((not _opens_after(parts[0], first=True),)) + inside if self.words else b""

    def positions(self, words: Collection[str]) -> Iterator[int]:
        """The positions in :attr:`low` of the words of ``words`` (in small letters), in
        ascending order."""
        return compress(range(len(self.low)), map(words.__contains__, self.low))

    def pair_positions(self, pairs: Collection[tuple[str, str]]) -> Iterator[int]:
        """The positions ``i`` in :attr:`low` where ``(low[i], low[i + 1])`` is one of
        ``pairs`` (two words in small letters), in ascending order."""
        low = self.low
        return compress(range(len(low)), map(pairs.__contains__, zip(low, low[1:])))


def _common_noun_labels(clusters: Mapping[tuple[str, str], _Cluster], labels: dict[tuple[str, str], str],
                        extractions: Sequence[Extraction],
                        text_words: Optional[Callable[[Extraction], TextWords]] = None) -> None:
    """Write in small letters the label in title case (:func:`_title_case_label`) of a
    cluster that no paper proposes (:func:`_named`) where the abstracts of the build write
    the phrase in small letters at least :data:`_LOWER_SHARE` as often as in any case
    ("Maximum Mean Discrepancy (MMD)" defined in one paper, "the maximum mean discrepancy"
    in another): a concept's name, which definitions and titles capitalise by habit. The
    words a surface of the cluster writes with a capital that belongs to them get it back
    (:func:`_restore_capitals`: "Hamiltonian", "Newton"). Coined names ("Stable Diffusion",
    written so 55 times and once in small letters) and a phrase no abstract writes in small
    letters stay as they are, and so does a dataset's name ("Natural Questions"). A label
    that names a topic of the shipped Computer Science Ontology (:data:`COMMON_NOUN_CSO`:
    "Particle Swarm Optimization", "Belief Propagation") is a field's concept too and takes
    small letters without such a spelling (39 labels of 6,870 corpus abstracts, 39 right;
    Papers with Code writes its method names in title case, "Layer Normalization", 16 of
    1,924 full names in small letters, so it is no evidence of either case). Only the
    abstract text counts, its words compared whatever separates them (a space, a hyphen, a
    bracket), with a final "s" added or dropped.

    Args:
        clusters: cluster key -> cluster.
        labels: cluster key -> label; changed in place.
        extractions: the build's papers (``clean.text`` is read).
        text_words: the words of a paper's text (:class:`TextWords`; default: read here,
            :meth:`NormalisedForms.text_words` gives the ones made ahead). The result does
            not depend on it.
    """
    text_words = text_words or (lambda ex: TextWords(ex.clean.text))
    wanted = {ck: label for ck, label in labels.items()
              if ck[0] != "Dataset" and _title_case_label(label) and not _named(clusters[ck])}
    if not wanted:
        return
    # each label's words (as the text's words are split), also with a final "s" added or dropped
    forms: dict[str, list[tuple[str, ...]]] = {}
    for label in set(wanted.values()):
        words = tuple(_TEXT_WORD.findall(label.lower()))
        last = words[-1]
        other = words[:-1] + (last[:-1] if last.endswith("s") else last + "s",)
        forms[label] = [words, other]
    wanted_forms = {f for fs in forms.values() for f in fs}
    # where a wanted form can start: its first two words (a title-case label has two words or
    # more; a form of one word, which none is, would be looked for by its word)
    starts: dict[tuple[str, ...], set[int]] = defaultdict(set)  # first two words (or one) -> lengths
    for f in wanted_forms:
        starts[f[:2]].add(len(f))
    singles = {f[0] for f in starts if len(f) == 1}
    every: Counter = Counter()  # form -> times written in any case
    small: Counter = Counter()  # form -> times written in small letters
    for ex in extractions:  # (each paper's places where a wanted form can start, whatever the number of labels)
        words = text_words(ex)
        low, written = words.low, words.words
        at = words.pair_positions(starts)
        if singles:
            at = sorted({*at, *words.positions(singles)})
        for i in at:
            ns = starts.get(low[i:i + 2], ())
            if singles:
                ns = {*ns, *starts.get(low[i:i + 1], ())}
            for n in ns:
                key = low[i:i + n]
                if len(key) < n or key not in wanted_forms:
                    continue
                every[key] += 1
                if written[i:i + n] == key:  # (each word written in small letters)
                    small[key] += 1
    title_only = _title_only_tasks(extractions) if TITLE_TASK_SMALL else frozenset()
    titled: list[tuple[tuple[str, str], str]] = []  # title-only task labels put in small letters
    for ck, label in sorted(wanted.items()):
        n_every = sum(every[f] for f in forms[label])
        n_small = sum(small[f] for f in forms[label])
        if n_small and n_small >= _LOWER_SHARE * n_every or COMMON_NOUN_CSO and _is_cso_topic(label) \
                or ck[0] == "Task" and not n_every and clusters[ck].surfaces \
                and all(sf in title_only for sf in clusters[ck].surfaces):
            labels[ck] = _restore_capitals(label.lower(), clusters[ck])
            if not n_every and ck[0] == "Task" and labels[ck] != label:
                titled.append((ck, label))
    if titled:  # (one pass over the build's text for the words of every such label)
        named = _named_words({label for _, label in titled}, extractions, text_words)
        for ck, label in titled:
            labels[ck] = _keep_named_words(label, labels[ck], named)


#: Switch (session 46): a Task label in title case that only titles write (the main task a
#: title states, no abstract of the build writing the phrase in any case: "Modeling Dynamics
#: over Meshes") takes small letters as the task's name (:func:`_common_noun_labels`), its
#: proper capitals restored (:func:`_restore_capitals`); a title capitalises every word by
#: habit, and a task is a common noun phrase.
TITLE_TASK_SMALL = True


def _named_words(labels: Collection[str], extractions: Sequence[Extraction],
                 text_words: Optional[Callable[[Extraction], TextWords]] = None) -> frozenset[str]:
    """The title-case words of ``labels`` (in small letters) that the build's abstracts
    write with their capital inside a sentence more often than in small letters: names
    ("Adam", "Pareto", "Mastermind"), for :func:`_keep_named_words`. Each paper's words are
    read from ``text_words`` (:class:`TextWords`; default: read here); a sentence's first
    word counts for neither (its capital says nothing)."""
    text_words = text_words or (lambda ex: TextWords(ex.clean.text))
    # each title-case word of the labels, in small letters -> as written (its title case)
    wanted = {w.lower(): w for label in labels for w in _TEXT_WORD.findall(label) if _TITLE_WORD.fullmatch(w)}
    inside: Counter = Counter()  # word as written -> times written where no sentence starts
    for ex in extractions:  # (every word is counted, in C; the wanted ones are read)
        words = text_words(ex)
        inside.update(compress(words.words, words.inside))
    return frozenset(w for w, title in wanted.items() if inside[title] > inside[w])


def _keep_named_words(label: str, small: str, named: Collection[str]) -> str:
    """``small`` (the title-case ``label`` in small letters, same length) with the capital
    of each word of ``label`` in ``named`` (:func:`_named_words`) given back: a name that a
    title states among common words (:data:`TITLE_TASK_SMALL`)."""
    out = list(small)
    for m in _TEXT_WORD.finditer(label):
        if _TITLE_WORD.fullmatch(m.group()) and m.group().lower() in named:
            out[m.start()] = label[m.start()]
    return "".join(out)


def _title_only_tasks(extractions: Sequence[Extraction]) -> frozenset[str]:
    """The Task surfaces of the build that only titles write: the texts of Task mentions
    read from a title (``source == "title"``) that no Task mention of an abstract has."""
    title, abstract = set(), set()
    for ex in extractions:
        for m in ex.mentions:
            if m.type == "Task":
                (title if m.source == "title" else abstract).add(m.text)
    return frozenset(title - abstract)


def _small_words(clusters: Mapping[tuple[str, str], _Cluster]) -> set[str]:
    """The words that some name of the build (a surface or long form of any cluster) writes
    in small letters only, for :func:`_plain_label`."""
    out: set[str] = set()
    for cl in clusters.values():
        for spellings in (cl.surfaces, cl.long_surfaces):
            for name in spellings:
                out.update(w for w in _WORD_SEPARATORS.split(name)[::2] if w.isalpha() and w.islower())
    return out


#: A word whose capitals are a coined name's letters: two or more capitals, then two or
#: more small letters ("GAUssian", "CHEmistry" of GAUCHE, "TAsk"); not "GANs", "LLaMA".
#: ("MLPerf" has the form; :func:`_plain_label` changes such a word only where the build
#: writes it in small letters or it is a proper adjective.)
_COINED_CAPITALS = re.compile(r"[A-Z]{2,}[a-z]{2,}")
#: Quotation marks a label may have kept from the sentence ("`transductive' online learning").
_QUOTES = "'`\u2018\u2019\"\u201c\u201d"
#: A quotation mark at the edge of a word: before a letter or digit at the start of the label
#: or after a space, or after one at the end of the label or before a space; not an
#: apostrophe inside a word ("Newton's"), nor the possessive of a plural ("models' outputs").
_EDGE_QUOTE = re.compile(r"(?:(?<=\s)|^)[" + _QUOTES + r"](?=\w)|(?<=[^\Ws])[" + _QUOTES + r"](?=\s|$)")


def _unquoted(label: str) -> str:
    """``label`` without the quotation marks at the edges of its words when they do not pair
    ("momentum-enriched' optimization algorithms", cut from "`momentum-enriched' optimization
    algorithms" -> "momentum-enriched optimization algorithms"; 'Soft "Q" learning' stays), or
    ``label`` itself when nothing would be left. Used for the label (:func:`_plain_label`) and
    for the alternative labels."""
    if not any(q in label for q in _QUOTES):
        return label
    edges = [m.group() for m in _EDGE_QUOTE.finditer(label)]
    opening = sum(1 for m in _EDGE_QUOTE.finditer(label)
                  if m.end() < len(label) and (label[m.end()].isalnum() or label[m.end()] == "_"))
    if edges and 2 * opening != len(edges):  # (quotes in pairs, 'Soft "Q" learning', are the name's)
        return _EDGE_QUOTE.sub("", label).strip() or label
    return label


def _plain_label(label: str, cl: _Cluster, small_words: Collection[str]) -> str:
    """``label`` in the most usual written form of its words: without quotation marks at the
    edges of its words when they do not pair ("transductive' online learning", cut from "the
    `transductive' online learning setting" -> "transductive online learning"; 'Soft "Q"
    learning' stays), and with a word written in the
    capitals of a coined name ("GAUssian processes", from "GAUCHE, a library for GAUssian
    processes in CHEmistry") written as usual: with a first capital when that is a proper
    adjective ("Gaussian"), in small letters when some name of the build writes it so
    (``small_words``: "chemistry"), or with a title-case capital in a name whose other words
    are in title case ("Bayesian Implicit NEural Representations" -> "... Neural ...").
    A label that is the long form of the cluster's acronym keeps
    the coined capitals, which spell the acronym there.

    Args:
        label: the chosen label (:func:`_label`).
        cl: its cluster (``long_surfaces`` and ``shorts`` are read).
        small_words: words some name of the build writes in small letters (:func:`_small_words`).
    Returns:
        The label so cleaned, or ``label`` itself when nothing is to change or the cleaning
        would leave it empty.
    """
    out = _unquoted(label)
    if _COINED_CAPITALS.search(out) and not (cl.shorts and out in cl.long_surfaces):
        words = _WORD_SEPARATORS.split(out)
        # in a name written in title case ("Bayesian Implicit NEural Representations") the word
        # takes a title-case capital, elsewhere small letters ("DEtection TRansformer decoder")
        title = any(len(w) > 1 and w[0].isupper() and w[1:].islower() and not _is_proper_adjective(w)
                    for w in words[::2])
        for i in range(0, len(words), 2):
            w = words[i]
            if not _COINED_CAPITALS.fullmatch(w):
                continue
            capital = w[0] + w[1:].lower()
            if _is_proper_adjective(capital, surnames=False):
                words[i] = capital
            elif w.lower() in small_words:
                words[i] = capital if title else w.lower()
        out = "".join(words)
    return out


def _one_word_case(label: str, cl: _Cluster) -> str:
    """A label of one word, perhaps hyphenated ("Meta-learning", "Chain-of-thought",
    "Mixup"), without its first capital when the cluster's spellings in small letters only
    ("meta-learning", "chain of thought", "adapters") are written at least as often as its
    spellings with a first capital are where no sentence starts and no longer name holds
    them (``cl.mid_written``: "the state-of-the-art Adapter approaches", not "the Decision
    Adapter"): the capital then mostly opened sentences, which say nothing of a word's case.
    :func:`_sentence_case` drops such a capital from a name of several words without
    asking for a spelling in small letters; a single word needs one, or else no spelling
    with the capital mid-sentence, no paper proposing it (:func:`_named`) and no Papers
    with Code name so written ("Retrosynthesis" opening a sentence -> "retrosynthesis";
    on 4,000 corpus abstracts 13 such labels changed, 13 right), as names of one word
    ("Adam", "Transformer") are often written with their capital. A proper adjective,
    surname or other name word (``cl.mid_capitals``, :func:`_is_proper_adjective`: "Bayesian",
    "Newton-type") keeps its capital.

    Args:
        label: the chosen label (:func:`_chosen_label`).
        cl: its cluster (``surfaces``, ``long_surfaces``, ``mid_written``, ``mid_capitals``).
    Returns:
        ``label``, or it with a small first letter.
    """
    if " " in label or not label[:1].isupper() or not label[1:].islower() or label in cl.mid_capitals:
        return label
    small = sum(n for spelling in (cl.surfaces, cl.long_surfaces) for s, n in spelling.items() if s.islower())
    mid = sum(n for s, n in cl.mid_written.items() if s[:1].isupper() and s[1:].islower())
    if not small and (mid or _named(cl) or label in _known_names()):
        return label  # (only capitalised spellings: a name's where one is written mid-sentence,
        # proposed by its papers ("Parallax") or listed so by Papers with Code)
    if small and small < mid:
        return label
    if _is_proper_adjective(label.split("-")[0]):
        return label
    return label[0].lower() + label[1:]


def _named(cl: _Cluster) -> bool:
    """Whether a cluster is a named artefact of the build: proposed (or presented as a
    benchmark) by at least a third of the papers that mention it (:attr:`Entity.named`)."""
    return bool(cl.named_papers) and 3 * len(cl.named_papers) >= len(cl.papers)


def _chosen_label(cl: _Cluster) -> str:
    """The label of a cluster as :func:`_label` chooses it, before :func:`_restore_capitals`."""
    # A named artefact (proposed by at least a third of the papers that mention it) goes
    # by its acronym; a widely used concept (RL, LLM) by its expansion.
    named = _named(cl)
    if cl.shorts and (named or not cl.long_surfaces):
        if named or not cl.plain:
            short = _most_common(cl.shorts)
            longs = _longs(cl) or _readable(cl)
            if short.lower() in _WORD_ACRONYMS and longs:
                return _sentence_case(_most_common(longs), cl.mid_capitals)
            return short
        # no definition anywhere ("CIFAR-10" x3, "Cifar10" x1): the most frequent form
        return _sentence_case(_plainest_case(_most_common(cl.shorts + cl.plain), cl), cl.mid_capitals)
    names = _longs(cl) or _readable(cl) or cl.surfaces
    if cl.long_surfaces and cl.shorts and len(names) > 1:
        # "PaI methods" (a short form and a head, joined by _join_generic_heads) is no long
        # form to label "pruning at initialization" with
        shorts = {s.lower() for s in cl.shorts}
        spelt = Counter({n: c for n, c in names.items() if n.split()[0].lower() not in shorts})
        names = spelt or names
    return _first_small_as_written(
        _sentence_case(_singular_name(_plainest_case(_most_common(names), cl), names), cl.mid_capitals), cl)


#: Switch (session 52, fixHlabels): a label whose first letter alone is a capital that
#: :func:`_sentence_case` keeps (a first word with a capital inside, "Text-to-3D generation")
#: takes the small first letter where papers of the cluster write it so (:func:`_first_small_as_written`).
FIRST_SMALL_AS_WRITTEN = True


def _first_small_as_written(label: str, cl: _Cluster) -> str:
    """``label`` with a small first letter when a surface or long form of the cluster writes
    it so, at least :data:`_LOWER_SHARE` of the two spellings' uses, no paper writes the
    capital where no sentence starts (``cl.mid_written``, ``cl.mid_capitals``) and the first
    word is no proper adjective, language or surname (:func:`_is_proper_adjective`):
    "Text-to-3D generation" (a sentence's or a title's first word) -> "text-to-3D generation"
    when papers write "text-to-3D generation"; "Adam optimizer" stays unless a tenth of its
    uses write "adam optimizer".

    Args:
        label: the label chosen so far.
        cl: its cluster (``surfaces``, ``long_surfaces``, ``mid_written``, ``mid_capitals``).
    Returns:
        ``label`` or its spelling with a small first letter.
    """
    if not FIRST_SMALL_AS_WRITTEN or not label[:1].isupper() or not label[1:2].islower():
        return label
    small = label[0].lower() + label[1:]
    spellings = cl.surfaces + cl.long_surfaces
    n = spellings.get(small, 0)
    if not n or label in cl.mid_written or label in cl.mid_capitals:
        return label
    first = _WORD_SEPARATORS.split(label)[0]
    if _is_proper_adjective(first):
        return label
    return small if n >= _LOWER_SHARE * (n + spellings.get(label, 0)) else label


#: A last word in a regular plural of small letters, perhaps after a first capital
#: ("Transformers", a sentence's first word or a name written so): "-ies" (group 1 the stem
#: before it), else "-s" after a letter other than s, u or i ("models", "networks"; not
#: "analysis", "corpus", "class"): the singular is the stem and "y", or the word without its
#: "s". Not a word with a capital inside ("GFlowNets"), and not the object of a preposition
#: inside a hyphenated compound ("mixture-of-experts", "learning-to-rank"), whose plural
#: belongs to the phrase, not to the thing it names.
_REGULAR_PLURAL = re.compile(r"(?<![A-Za-z-])(?![A-Za-z-]*-(?:of|to|for|from|with|in|on|by|over|among)-)"
                             r"(?:([A-Za-z][a-z-]*[a-z])ies|[A-Za-z][a-z-]*[a-hj-rt-z]s)$")


def _singular_name(label: str, names: Mapping[str, int]) -> str:
    """The singular of a label whose last word is a regular plural (:data:`_REGULAR_PLURAL`:
    "large language models", "adversarial attacks") where some name of the cluster writes it
    so ("large language model": the usual name of one thing, and the form a dictionary or a
    vocabulary entry takes), the most frequent such spelling; else ``label``. A plural no
    name writes in the singular stays as written: only forms papers wrote become labels
    (and "dynamics", "graphics", "bandits" as a field are no plurals of a thing to guess).
    The singular keeps the label's capitals (chosen by :func:`_plainest_case`): "graph neural
    networks" -> "graph neural network" where a paper writes "Graph Neural Network", and
    "Transformers" -> "Transformer" where a paper writes "transformer".

    Args:
        label: the label chosen from ``names`` (:func:`_most_common`, :func:`_plainest_case`).
        names: the names it was chosen from, with their counts.
    Returns:
        the singular, or ``label``.
    """
    m = _REGULAR_PLURAL.search(label)
    if m is None:
        return label
    singular = (label[:m.start()] + m.group(1) + "y") if m.group(1) else label[:-1]
    lower = singular.lower()
    return singular if any(n.lower() == lower for n in names) else label


def _readable(cl: _Cluster) -> Counter:
    """The cluster's names read with their inner short forms spelt out (``cl.expanded``:
    "RKHS regression" -> "reproducing kernel Hilbert space regression"), unless a name of
    the cluster, as written, has a word in title case that is no proper adjective or
    surname (a first word only where no sentence starts): it is then written as a proper
    name ("VQ Diffusion", "UCB-based Top Two algorithm"), which a spelt-out short form would leave half in small letters and half
    in capitals ("vector quantization Diffusion"); its written form is its label.

    Returns:
        ``cl.expanded``, or an empty Counter.
    """
    def title_case(word: str) -> bool:
        return len(word) > 1 and word[0].isupper() and word[1:].islower() and not _is_proper_adjective(word)

    for name in cl.surfaces if cl.expanded else ():
        words = _WORD_SEPARATORS.split(name)[::2]
        # a first capital counts only where no sentence starts (``cl.mid_written``)
        if any(map(title_case, words[1:])) or title_case(words[0]) and name in cl.mid_written:
            return Counter()
    return cl.expanded


def _plainest_case(label: str, cl: _Cluster) -> str:
    """``label``, or the spelling of it that some surface or long form of the cluster
    writes with fewest title-case capitals: a word written with a capital and then small
    letters only ("Learning") in ``label`` and all in small letters there ("learning").
    "Federated Learning" (the spelling of most definitions, "Federated Learning (FL)") ->
    "federated learning" when a paper writes it so; "Stein Variational Gradient Descent"
    -> "Stein variational gradient descent". Other capitals are never dropped ("DeepMind"
    is not "Deepmind", "VOC" not "Voc"), and a label that no surface writes otherwise, in
    lower case ("Graph Neural Networks"), stays, and so does one that few write otherwise
    (less than :data:`_LOWER_SHARE` of its spellings: "Stable Diffusion", written so 55
    times and once "stable diffusion"). A proper adjective or surname written in
    lower case by the chosen spelling gets its capital back later (:func:`_restore_capitals`).

    Args:
        label: the most frequent form (:func:`_chosen_label`).
        cl: its cluster (``surfaces`` and ``long_surfaces`` are read).
    Returns:
        the chosen spelling (ties: :func:`_most_common` order of the candidates).
    """
    if len(cl.surfaces) + len(cl.long_surfaces) < 2 or label[1:].islower() or label.isupper():
        return label  # (most clusters: one spelling; or no capital after the first letter)
    words = _WORD_SEPARATORS.split(label)
    if len(words) < 3 or not any(w[1:].islower() and w[:1].isupper() for w in words[2::2]):
        return label  # (one word, or no title-case capital after the first word)
    low = label.lower()
    best, fewest = label, sum(c.isupper() for c in label)
    spellings = cl.surfaces + cl.long_surfaces
    total = sum(n for variant, n in spellings.items() if variant.lower() == low)
    for variant in sorted(spellings):
        if variant.lower() != low or variant == label or _LOWER_SHARE * total > spellings[variant]:
            continue
        other = _WORD_SEPARATORS.split(variant)
        if len(other) != len(words) or any(
                a != b and not (a[:1].isupper() and a[1:].islower() and b.islower())
                for a, b in zip(words[::2], other[::2])):
            continue  # a capital dropped that is not a title-case one ("DeepMind", "VOC")
        n = sum(c.isupper() for c in variant)
        if n < fewest:
            best, fewest = variant, n
    return best


#: The share of a name's spellings that a spelling with fewer title-case capitals needs to
#: become the label (:func:`_plainest_case`): one author in 56 writing "stable diffusion" does
#: not make the name of a model a common noun; 138 of 356 writing "graph neural networks" do.
_LOWER_SHARE = 0.1


#: Switch (session 55, fixMmisc): :func:`_distinct_labels` also takes two labels of one type
#: that differ only in case ("CoSA", "COSA") for a shared label, so each such entity with an
#: expansion is labelled with it; ``kg validate`` warns on prefLabels still shared up to case
#: (:func:`kg.validate.shared_label_warnings`).
LABELS_DISTINCT_UP_TO_CASE = True


def _distinct_labels(clusters: Mapping[tuple[str, str], _Cluster],
                     labels: dict[tuple[str, str], str],
                     written: Optional[Mapping[str, Counter]] = None) -> dict[tuple[str, str], str]:
    """Make the labels of the entities of one type distinct (rule 6 of the module
    docstring): where several clusters of a type have one label, up to case
    (:data:`LABELS_DISTINCT_UP_TO_CASE`: two papers propose a
    "DPT" that expands differently; "PE" is "positional encoding" in one paper and
    "pulmonary embolism" in another; "CoSA" and "COSA"), or where a cluster's short-form label is a name of
    another cluster of its type (:func:`_short_labels_named_elsewhere`), each cluster with a
    long form is labelled with its
    expansion as :func:`_chosen_label` writes long forms ("Decision-Pretrained Transformer",
    "dual pseudo training"), and so is a cluster of short forms that no paper of it defines
    but that were read through the build's dominant expansion (rule 3: its form is that
    expansion), as the defining papers most often write it ("PAC" ->
    "probably approximately correct"); any other cluster keeps the label. Labels still shared
    after that (two clusters whose long forms are one spelling) get " (2)", " (3)" ... in
    sorted cluster-key order, the first keeping the plain label.

    Args:
        clusters: cluster key -> cluster.
        labels: cluster key -> its :func:`_label`; changed in place.
        written: identity of an expansion (:func:`_identity`) -> how the papers that define
            it write it (long form as written -> number of papers).
    Returns:
        ``labels``, every (type, label) pair unique.
    """
    first: dict[tuple[str, str], tuple[str, str]] = {}
    shared: set[tuple[str, str]] = set()
    for ck, label in labels.items():  # (a cluster key opens with its type)
        # (up to case: "COSA" of "COncatenated SAmple" and "CoSA" of "conditional slot
        # attention" read as one name to a curator, and SKOS asks one prefLabel per concept of a
        # scheme; since session 55, before only the same spelling counted)
        other = first.setdefault((ck[0], label.casefold() if LABELS_DISTINCT_UP_TO_CASE else label), ck)
        if other is not ck:
            shared.update((other, ck))
    shared |= _short_labels_named_elsewhere(clusters, labels)
    if not shared:
        return labels
    for ck in sorted(shared):
        cl = clusters[ck]
        longs = _longs(cl) or cl.expanded
        if not longs and written and cl.shorts and (spelt := written.get(_identity(cl.form))):
            longs = spelt  # (the defining papers' spelling of the expansion it was read as)
        if longs:
            labels[ck] = _restore_capitals(_sentence_case(_plainest_case(_most_common(longs), cl),
                                                          cl.mid_capitals), cl)
    if len(set(zip((ck[0] for ck in labels), labels.values()))) == len(labels):
        return labels
    taken: dict[tuple[str, str], int] = {}
    for ck in sorted(labels):
        name = (ck[0], labels[ck])
        n = taken.get(name, 0) + 1
        taken[name] = n
        if n > 1:
            while (ck[0], f"{labels[ck]} ({n})") in taken:
                n += 1
            taken[name] = n
            labels[ck] = f"{labels[ck]} ({n})"
            taken[(ck[0], labels[ck])] = 1
    return labels




def _short_labels_named_elsewhere(clusters: Mapping[tuple[str, str], _Cluster],
                                  labels: Mapping[tuple[str, str], str]) -> set[tuple[str, str]]:
    """The clusters labelled with a short form (:func:`_looks_like_acronym`: "MIM", "DP")
    that another cluster of the same type also goes by, as a surface or a short form, singular
    or plural ("MIM" of "Meet in the Middle" where "masked image modeling" has the alias
    "MIM"): a reader would take the label for the other entity's, so :func:`_distinct_labels`
    labels such a cluster with its expansion when it has one, as it does two clusters that
    share a label.

    Args:
        clusters: cluster key -> cluster (``surfaces`` and ``shorts`` are read).
        labels: cluster key -> its label.
    Returns:
        the keys of those clusters (a cluster whose own names alone hold the label is not one).
    """
    wanted: dict[str, dict[str, list[tuple[str, str]]]] = defaultdict(dict)  # type -> label -> keys
    for ck, label in labels.items():
        if label[:1].isupper() and _looks_like_acronym(label):
            wanted[ck[0]].setdefault(label, []).append(ck)
    out: set[tuple[str, str]] = set()
    for ck, cl in clusters.items():
        of_type = wanted.get(ck[0])
        if not of_type:
            continue
        for names in (cl.surfaces, cl.shorts):
            for name in names:
                for key in (name, name[:-1]):  # (singular or plural; a name "s" is no short form)
                    if key in of_type and (key is name or name[-1] == "s"):
                        out.update(c for c in of_type[key] if c != ck)
    return out


def _longs(cl: _Cluster) -> Counter:
    """The cluster's long forms: defined expansions and plain (non-acronym) surfaces.

    ``cl.long_surfaces + cl.plain`` (``Counter.__add__``: the first's names in order, then
    the second's new ones, counts added, those not above zero dropped), made by a dict copy
    when one of the two is empty and the other's counts are all positive, the usual case
    (``Counter.__add__`` runs in Python, one name at a time)."""
    a, b = cl.long_surfaces, cl.plain
    if not (a and b):
        one = a or b
        out = _empty_counter()
        if one and min(one.values()) > 0:
            _update_dict(out, one)
            return out
        if not one:
            return out
    return a + b


_update_dict = dict.update


#: A first word that keeps its capital in a label: a proper adjective by its ending
#: (:data:`kg.extract.lexicon.PROPER_ADJECTIVE_RE`: "Bayesian", "Riemannian", "English") ...
#: ... unless it is a common word with such an ending ...
_COMMON_WITH_PROPER_ENDING = frozenset(
    "mean clean lean ocean median pedestrian guardian civilian radian meridian these".split())
#: ... or a language name without those endings ("Arabic sentiment analysis").
_LANGUAGE_NAMES = frozenset(
    "arabic french german dutch greek thai hindi latin urdu bengali swahili hebrew".split())


def _sentence_case(label: str, written_so: Collection[str] = ()) -> str:
    """Undo sentence-initial capitals of common-noun phrases: "Data augmentation" ->
    "data augmentation". Only a multi-word label whose first word is capitalised and
    otherwise lower-case, and whose other words are all lower-case, is changed; names
    ("Graph Neural Networks", "ImageNet", "Adam") are kept, and so is a first word that is
    a proper adjective or a language ("Bayesian optimization", "Arabic sentiment analysis":
    :func:`_is_proper_adjective`) and a name with a version number
    ("Llama 3"), and a label in ``written_so``: the surfaces some paper writes with this
    capital where no sentence starts ("we use Thompson sampling")."""
    words = label.split()
    if len(words) < 2 or not words[0][:1].isupper() or not words[0][1:].islower() or label in written_so:
        return label
    if _is_proper_adjective(words[0], surnames=False):
        return label
    if any(c.isdigit() for w in words[1:] for c in w):
        return label  # a versioned name: "Llama 3", "Qwen 2 instruct"
    if any(any(c.isupper() for c in w) for w in words[1:]):
        return label
    return label[0].lower() + label[1:]


#: Strength of a cluster's claim on an earlier key, by the kind of name that matches
#: (see :func:`_previous_claims`): its resolved form, a written long form, a short form.
_BY_FORM, _BY_SURFACE, _BY_SHORT = 0, 1, 2


def _previous_claims(clusters: Mapping[tuple[str, str], _Cluster],
                     previous: Mapping[tuple[str, str], str],
                     previous_papers: Mapping[str, Iterable[str]],
                     own_key: Optional[Callable[[tuple[str, str]], str]] = None) -> list[tuple[tuple[str, str], str]]:
    """The claims of ``clusters`` on the keys of an earlier build, strongest first.

    A cluster claims every earlier key that one of its names had (names compared by
    identity, :func:`_identity`; a name the earlier entity had exactly, after
    :func:`normalise`, is the stronger claim of its kind). The claim of the cluster that holds more of the earlier
    entity's papers (``previous_papers``) comes first: a new paper's namesake never takes
    the key of the entity the old papers meant. Then a claim through the cluster's resolved
    form beats one through another written form, which beats one through a short form
    only: after "Lagrangian multipliers (LM)" arrives, the earlier key of "language
    models" (alt label "LM") stays with language models. Then the cluster whose own label
    mints that very key (``own_key``: cluster key -> the key its label's slug gives): when
    a removed paper undoes a merge ("PPO" and "Proximal Policy Optimization" merged by a
    paper defining the acronym, then split again), each part keeps the key named after it
    rather than the part sorted first taking the merged entity's key. Then the cluster with
    more papers, then the sorted order.

    Returns:
        ``[(cluster key, earlier entity key)]``; the caller gives each cluster the first
        key it claims that no stronger claim took.
    """
    olds = {key: set(papers) for key, papers in previous_papers.items()}
    by_identity: dict[tuple[str, str], list[str]] = defaultdict(list)
    for (type_, name), key in sorted(previous.items()):
        by_identity[(type_, _identity(name))].append(key)
    claims = []
    for ck, cl in clusters.items():
        named = [(_BY_FORM, cl.form)] + [(_BY_SURFACE, normalise(x)) for x in cl.surfaces if not _looks_like_acronym(x)] \
            + [(_BY_SHORT, normalise(x)) for x in list(cl.shorts) + [x for x in cl.surfaces if _looks_like_acronym(x)]]
        best: dict[str, int] = {}
        for strength, name in named:
            # a name the earlier entity had as it is beats one that only meets it with the
            # spaces taken out ("SDFflow" keeps its key beside "SDF flow", each its own)
            exact = previous.get((cl.type, name))
            for key in by_identity.get((cl.type, _identity(name)), ()):
                rank = 2 * strength + (key != exact)
                if rank < best.get(key, 2 * _BY_SHORT + 2):
                    best[key] = rank
        mine = own_key(ck) if own_key is not None and best else None
        claims += [(-len(cl.papers & olds.get(key, set())), strength, key != mine, -len(cl.papers), ck, key)
                   for key, strength in best.items()]
    return [(ck, key) for *_, ck, key in sorted(claims)]


def _surviving_key(won: Sequence[tuple[int, str]], own: str, ages: Mapping[str, str]) -> str:
    """The earlier key a cluster keeps among those it is the strongest claimant of (``won``:
    ``(rank of the claim, key)``, :func:`_previous_claims`), when new papers merge entities
    that each had an IRI: the key its own label's slug names (``own``), so the surviving IRI
    reads as its skos:prefLabel and is the IRI a build of all the papers at once mints ("Soft
    Actor Critic (SAC)" merging "SAC" and "Soft Actor Critic" keeps method/soft-actor-critic,
    even when more earlier papers wrote "SAC"); else the key published first (``ages``: key ->
    the generation of its oldest paper; unknown sorts first, as a store that predates the
    record of builds); else the strongest claim (the most earlier papers of that key, then the
    resolved form: :func:`_previous_claims`). Every other key leaves ``dcterms:isReplacedBy``
    the survivor (:func:`kg.pipeline._replacements`). A single key is kept as it is, whatever
    the label now says: an IRI once published is not renamed."""
    if len(won) == 1:
        return won[0][1]
    return min(won, key=lambda jk: (jk[1] != own, ages.get(jk[1], ""), jk[0]))[1]


def _assign_keys(clusters: dict[tuple[str, str], _Cluster],
                 previous: Mapping[tuple[str, str], str],
                 previous_papers: Mapping[str, Iterable[str]],
                 labels: Optional[Mapping[tuple[str, str], str]] = None,
                 previous_ages: Optional[Mapping[str, str]] = None,
                 previous_retired: Collection[str] = ()) -> dict[tuple[str, str], str]:
    """Give every cluster a unique ``"<type>/<slug>"`` key (rule 6), deterministically;
    a cluster that had a key in ``previous`` (see :func:`resolve`) keeps it, and a cluster
    that merges several earlier entities keeps one of their keys (:func:`_surviving_key`;
    ``previous_ages``: earlier key -> the generation that published it, oldest smallest).
    When several clusters claim one earlier key (a merge split again), a cluster whose
    label's slug is a key an earlier merge retired (``previous_retired``) takes that key back.
    ``labels``: each cluster's :func:`_label` when the caller has them (else made here)."""
    from kg.ontology import TYPE_SEGMENT

    keys: dict[tuple[str, str], str] = {}
    taken: set[str] = set()
    retired = frozenset(previous_retired)

    def own_key(ck: tuple[str, str]) -> str:
        cl = clusters[ck]
        return f"{TYPE_SEGMENT[cl.type]}/{slugify(labels[ck] if labels is not None else _label(cl))}"

    if previous:
        claims = _previous_claims(clusters, previous, previous_papers, own_key)
        by_key: dict[str, list[tuple[int, tuple[str, str]]]] = defaultdict(list)
        by_cluster: dict[tuple[str, str], list[tuple[int, str]]] = defaultdict(list)
        for i, (ck, key) in enumerate(claims):
            by_key[key].append((i, ck))
            by_cluster[ck].append((i, key))
        for i, (ck, key) in enumerate(claims):
            if ck in keys or key in taken:
                continue
            # the earlier keys this cluster is now the strongest claimant of (a claim before
            # i on a free key is a placed cluster's: else it would have been taken there)
            won = [(j, k) for j, k in by_cluster[ck] if j >= i and k not in taken
                   and next(c for jj, c in by_key[k] if jj >= i and c not in keys) == ck]
            mine = own_key(ck)
            key = _surviving_key(won, mine, previous_ages or {})
            if key != mine and mine in retired and mine not in taken \
                    and any(c != ck and c not in keys for j, c in by_key[key] if j >= i):
                # a merge comes apart (its defining paper removed): the part whose label names
                # an IRI the merge retired takes it back, and leaves the merged key to the
                # other part (else "SAC", with more papers, kept "Soft Actor Critic"'s IRI and
                # "Soft Actor Critic" got "_2")
                key = mine
            keys[ck] = key
            taken.add(key)
    wanted: dict[tuple[str, str], str] = {}
    for ck, cl in clusters.items():
        if ck not in keys:
            wanted[ck] = own_key(ck)
    counts = Counter(wanted.values())
    # Uncontested slugs first, then the contested ones in sorted order.
    contested = [ck for ck, key in wanted.items() if counts[key] > 1]
    for ck in [*sorted(ck for ck, key in wanted.items() if counts[key] <= 1), *sorted(contested)]:
        key = wanted[ck]
        if counts[key] > 1 or key in taken:
            cl = clusters[ck]
            longs = _longs(cl)
            long = _most_common(longs) if longs else cl.form
            key = f"{TYPE_SEGMENT[cl.type]}/{slugify(long)}"
            n = 2
            base = key
            while key in taken:
                # "_" is never in a slug: "method/gpt_5" cannot read as the name "GPT-5"
                key = f"{base}_{n}"
                n += 1
        taken.add(key)
        keys[ck] = key
    return keys


#: Switch (session 51): an entity whose label is, up to case, hyphens and spaces
#: (:func:`_lenient`), a name of Papers with Code is labelled with PwC's usual spelling of it
#: where that adds separators or capitals a name's spelling needs ("CIFAR10" -> "CIFAR-10",
#: "Squad" -> "SQuAD", "PennTreebank" -> "Penn Treebank", "deep-learning" -> "deep learning";
#: :func:`_gazetteer_label`). The key (IRI) stays the one the label before this choice gives.
GAZETTEER_LABELS = True
#: What the lenient comparison of :func:`_lenient` drops: white space, hyphens and dashes, "_".
_LENIENT_DROPPED = re.compile(r"[\s\-\u2010-\u2015_]+")


def _lenient(name: str) -> str:
    """A name without case, white space, hyphens and dashes ("CIFAR-10", "cifar10" and
    "Cifar 10" all give "cifar10"): the comparison of :func:`_gazetteer_labels`, as lenient
    as the gazetteer matcher's (kg.extract.gazetteer: case, and hyphens against spaces)."""
    return _LENIENT_DROPPED.sub("", name.lower())


@lru_cache(maxsize=1)
def _gazetteer_uses() -> dict[str, Counter]:
    """How much Papers with Code's own data uses each of its names, by entity type:
    ``type -> Counter(name -> uses)``: for a dataset or a metric, the number of PwC tasks
    that list it; for a method, the papers of the method (``num_papers``); for a task, the
    number of datasets it lists."""
    from kg.vocab import _methods_raw, _tasks_raw

    raw = _tasks_raw()
    uses: dict[str, Counter] = {t: Counter() for t in ("Method", "Task", "Dataset", "Metric")}
    for task in raw["tasks"]:
        uses["Task"][task["name"]] += len(task["datasets"])
        for name in set(task["datasets"]):
            uses["Dataset"][name] += 1
        for name in set(task["metrics"]):
            uses["Metric"][name] += 1
    for name in raw["datasets"]:
        uses["Dataset"][name] += 0
    for name in raw["metrics"]:
        uses["Metric"][name] += 0
    for m in _methods_raw():
        for name in {m.name, m.full_name}:
            uses["Method"][name] += m.num_papers or 0
    return uses


@lru_cache(maxsize=1)
def _gazetteer_spellings() -> dict[tuple[str, str], str]:
    """The usual spelling of each Papers with Code name, by entity type and lenient form
    (:func:`_lenient`): ``(type, lenient form) -> name``.

    Where PwC writes one name in several spellings ("CIFAR10", "cifar10", "CIFAR-10"), the
    usual one is the most used in PwC's own data (:func:`_gazetteer_uses`: CIFAR-10 is
    listed by 52 tasks, CIFAR10 by 3); ties go to the spelling with fewest hyphens, then the
    alphabetically first. A dataset's spelling that one PwC task alone lists is no usual
    spelling ("SPIDER", 1 task: "Spider" stays). Names that are not ASCII are left out (the
    case of their letters is not compared one for one).
    """
    out: dict[tuple[str, str], str] = {}
    for type_, counts in _gazetteer_uses().items():
        best: dict[str, tuple[int, int, str]] = {}
        for name, n in counts.items():
            if not name.isascii() or not (key := _lenient(name)):
                continue
            rank = (-n, name.count("-"), name)
            if key not in best or rank < best[key]:
                best[key] = rank
        out.update(((type_, key), rank[2]) for key, rank in best.items()
                   if type_ != "Dataset" or -rank[0] >= 2)
    return out


#: The types of :func:`_gazetteer_uses`, in the order a name of none of the entity's type is
#: looked up in (:func:`_gazetteer_label`).
_GAZETTEER_TYPES = ("Method", "Task", "Dataset", "Metric")
#: A word of two parts in small letters joined by a hyphen ("deep-learning", "decision-making";
#: not "image-to-text", whose hyphens belong to the name).
_SMALL_HYPHENATED = re.compile(r"[a-z]+-[a-z]+")
#: A word of a label between separators (spaces, hyphens, "_", "/").
_LABEL_WORD = re.compile(r"[^\s\-_/]+")


def _plain_capitals(name: str) -> bool:
    """Whether a name's capitals are at most each word's first letter ("Deep Learning",
    "Q-Learning"): the capitals of a title's style, not a name's own ("ResNet", "SQuAD")."""
    return not any(c.isupper() for w in re.split(r"[\s\-_/]+", name) for c in w[1:])


def _gazetteer_label(type_: str, label: str, own_capitals: bool = False) -> str:
    """``label`` spelt as Papers with Code usually spells it (:func:`_gazetteer_spellings`)
    where the two are one name up to case, hyphens and spaces (:func:`_lenient`); else
    ``label``, also where the label is a spelling PwC uses at least half as often as the
    usual one ("FashionIQ", 2 tasks, beside "Fashion IQ", 3). Read letter by letter, only
    changes that make a name's usual spelling, never ones that might unmake it:

    * a separator (space or hyphen) the label lacks goes in only where the label marks a
      word's end by a capital after a small letter or a digit after a letter ("CIFAR10" ->
      "CIFAR-10", "PennTreebank" -> "Penn Treebank"; not "commonsense" -> "common sense",
      "multimodal" -> "multi-modal", "2014T" -> "2014 T");
    * a hyphen of the label becomes the gazetteer's space only in its last word, where that
      word is two parts in small letters: the head noun of a common name hyphenated
      ("deep-learning" -> "deep learning", "logistic-regression"; not "class-incremental
      learning", a compound modifier, "image-to-text", nor "R-GCN", "CIFAR-10-LT",
      "NYU-Depth-v2"); no other separator of the label changes or goes;
    * a label that PwC lists as a name of another type only ("deep-learning", a method of the
      build, is PwC's task "Deep Learning") takes its separators, never its capitals;
    * a small letter takes the gazetteer's capital only with ``own_capitals`` (a dataset, a
      proper name: "Squad" -> "SQuAD", "Xsum" -> "XSum"; a method without a short form of its
      own: "Resnet" -> "ResNet"), and for a method only where PwC's capitals are a name's own
      (:func:`_plain_capitals`: not the title case of "Linear Regression") and the label is
      written as a name, with a capital ("autoencoder" is not made "AutoEncoder"); a capital of the
      label always stays ("DANE" is not made "DaNE"; a task's "3D reconstruction" not "3D
      Reconstruction"), and so does every letter of a word the label writes in mixed case,
      a coinage's own spelling ("CaT" is not made "CAT", "SpaCE" not "SPACE").

    Args:
        type_: the entity type ("Method", "Task", "Dataset", "Metric").
        label: the label :func:`resolve` chose.
        own_capitals: whether the gazetteer's capitals may be taken, for a dataset or a method
            (see above; :func:`_gazetteer_labels`: not for an entity with a short form of its
            own or one its papers propose, "CaM" of "Cache Merging" is not "CAM").
    Returns:
        the label to publish.
    """
    if not label.isascii():
        return label
    key = _lenient(label)
    spellings = _gazetteer_spellings()
    name = spellings.get((type_, key))
    if name is None:
        # a name PwC lists as another type ("deep learning" a task, the build's a method):
        # its separators only
        found = next(((t, n) for t in _GAZETTEER_TYPES if (n := spellings.get((t, key))) is not None), None)
        if found is None:
            return label
        type_, name, own_capitals = found[0], found[1], False
    if name == label:
        return label
    uses = _gazetteer_uses()[type_]
    if 2 * uses[label] > uses[name]:
        return label  # a spelling of PwC's own about as used as the usual one ("FashionIQ")
    own_capitals = own_capitals and (type_ == "Dataset" or type_ == "Method" and not _plain_capitals(name)
                                     and any(c.isupper() for c in label))
    # a last word of two parts in small letters: a common name's head ("deep-learning")
    last = label.rfind(" ") + 1
    plain_head = _SMALL_HYPHENATED.fullmatch(label[last:]) is not None
    # the letters of words the label writes in mixed case ("CaT", "SpaCE", "miniF2f")
    mixed = {k for m in _LABEL_WORD.finditer(label) if any(c.isupper() for c in m.group()[1:])
             for k in range(m.start(), m.end())}
    out: list[str] = []
    i = j = 0  # positions in label, name
    while i < len(label) or j < len(name):
        a = label[i] if i < len(label) else ""
        b = name[j] if j < len(name) else ""
        a_sep, b_sep = bool(a) and _LENIENT_DROPPED.match(a) is not None, bool(b) and _LENIENT_DROPPED.match(b) is not None
        if a_sep:
            if a == "-" and b == " " and plain_head and i > last:
                out.append(" ")
            else:
                out.append(a)
            i += 1
            j += b_sep
        elif b_sep:
            before, after = label[i - 1] if i else "", a
            if before and after and (before.isalpha() and after.isdigit() or before.islower() and after.isupper()):
                out.append(b)
            j += 1
        else:
            out.append(b if own_capitals and b.isupper() and i not in mixed else a)
            i += 1
            j += 1
    return "".join(out)


def _gazetteer_labels(clusters: Mapping[tuple[str, str], _Cluster],
                      labels: Mapping[tuple[str, str], str]) -> dict[tuple[str, str], str]:
    """The labels with each one spelt as Papers with Code usually spells it
    (:func:`_gazetteer_label`; PwC's usual spelling whole where it is one of the cluster's own
    surface forms), unless another cluster of its type has that label already (labels stay
    distinct within a type, :func:`_distinct_labels`).

    Args:
        clusters: cluster key -> cluster (the type of each).
        labels: cluster key -> label, distinct within each type.
    Returns:
        a new mapping cluster key -> label.
    """
    taken = {(clusters[ck].type, label) for ck, label in labels.items()}
    out = dict(labels)
    for ck in sorted(labels):
        type_, label = clusters[ck].type, labels[ck]
        cl = clusters[ck]
        new = _gazetteer_label(type_, label, own_capitals=not cl.shorts and not _named(cl))
        if new != label:
            # PwC's usual spelling itself where the papers wrote it too ("Cifar10" x3 and
            # "CIFAR-10" x1 -> "CIFAR-10", not the letter-by-letter "Cifar-10")
            usual = _gazetteer_spellings().get((type_, _lenient(label)))
            if usual is not None and usual in cl.surfaces:
                new = usual
        if new != label and (type_, new) not in taken:
            taken.add((type_, new))
            out[ck] = new
    return out


#: Switch (session 54): in a store build an entity that keeps its IRI also keeps the store's
#: prefLabel while the papers still write that label and it is the same name as the label this
#: build would give it up to case, number, hyphens and spaces and spelling variants ("Large
#: Language Model" stays where "large language models" became the most frequent spelling;
#: :func:`_keep_previous_labels`). A label that is another name (a short form whose expansion
#: the new papers define, "ReLU" -> "rectified linear unit"), or a spelling no paper of the
#: entity writes any more, changes. A fresh build (no store) is not affected.
KEEP_STORED_LABELS = True


def _same_name(a: str, b: str, normalised: Callable[[str], str] = normalise) -> bool:
    """Whether two labels are one name spelt two ways: equal after :func:`normalise` (case,
    plural, hyphens, British spelling) with the spaces left out ("bilevel optimization" =
    "bi-level optimization", "SpeedUp" = "speed-up")."""
    return a == b or normalised(a).replace(" ", "") == normalised(b).replace(" ", "")


def _written_forms(cl: _Cluster) -> set[str]:
    """The forms the cluster's papers write, in small letters (``str.casefold``): its
    surfaces, the expansions of its definitions, its short forms and its names read with their
    short forms spelt out (``cl.expanded``: "CLIP text encoder" as "contrastive language-image
    pre-training text encoder")."""
    return {f.casefold() for f in (*cl.surfaces, *cl.long_surfaces, *cl.plain, *cl.shorts, *cl.expanded)}


def _keep_previous_labels(clusters: Mapping[tuple[str, str], _Cluster], labels: dict[tuple[str, str], str],
                          keys: Mapping[tuple[str, str], str], previous_labels: Mapping[str, str],
                          normalised: Callable[[str], str] = normalise) -> dict[tuple[str, str], str]:
    """Keep the store's prefLabels where the data does not call for another name
    (:data:`KEEP_STORED_LABELS`, session 54).

    A cluster whose key had a label in the store (``previous_labels[key]``, ``P``) is labelled
    ``P`` again, instead of the label this build chose (``labels[ck]``, ``L``), when all hold:

    * ``P`` is a form its papers write, up to case (:func:`_written_forms`): a spelling that
      only removed papers wrote gives way;
    * ``P`` and ``L`` are one name (:func:`_same_name`): only the spelling flipped ("Large
      Language Model" / "large language models", "Gaussian process" / "Gaussian processes",
      "bilevel" / "bi-level"); a short form whose expansion is now defined, or other wording, is
      a change the data calls for;
    * ``P`` is not ``L`` with a capital first letter alone ("Beam tree recursion" /
      "beam tree recursion"): a capital that the first papers wrote only at a sentence's
      start, which papers writing the name mid-sentence show to be none of the name's;
    * ``L`` is not Papers with Code's usual spelling of the name where ``P`` is not
      (:func:`_gazetteer_spellings`: a new paper wrote "ScienceQA", "ROUGE-1", which the label
      rules then prefer to "Science QA", "Rouge-1" (:func:`_gazetteer_labels`): the usual name,
      once met, is kept in turn);
    * no other cluster of the type has ``P`` as its label (labels stay distinct within a type).

    Why: the label rules pick the spelling most papers write (:func:`_label`), so one more
    month of papers can flip it although nothing about the entity changed, and users who keyed
    on the displayed label see churn; the IRI is kept across builds for the same reason
    (:func:`_assign_keys`). Clusters are visited in sorted key order.

    Args:
        clusters: cluster key -> cluster.
        labels: cluster key -> label, distinct within each type; changed in place.
        keys: cluster key -> entity key (:func:`_assign_keys`).
        previous_labels: earlier entity key -> its prefLabel text.
        normalised: the build's normaliser.
    Returns:
        cluster key -> the label this build would have given, for every cluster whose label
        was kept against another one.
    """
    taken = {(clusters[ck].type, label) for ck, label in labels.items()}
    kept: dict[tuple[str, str], str] = {}
    for ck in sorted(labels):
        old, label = previous_labels.get(keys[ck]), labels[ck]
        if not old or old == label:
            continue
        type_ = clusters[ck].type
        if (type_, old) in taken or old.casefold() not in _written_forms(clusters[ck]) \
                or not _same_name(old, label, normalised):
            continue
        if old[:1].isupper() and label[:1].islower() and old[1:] == label[1:]:
            continue  # (a sentence's first capital)
        usual = _gazetteer_spellings().get((type_, _lenient(label))) if GAZETTEER_LABELS else None
        if usual is not None and usual == label != old:
            continue
        taken.discard((type_, label))
        taken.add((type_, old))
        labels[ck] = old
        kept[ck] = label
    return kept


def iter_entities(res: Resolution) -> Iterable[Entity]:
    """Entities of a resolution in key order."""
    for key in sorted(res.entities):
        yield res.entities[key]
