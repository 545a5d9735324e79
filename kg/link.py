"""Link resolved entities to external vocabularies shipped with PaperKG (offline).

Stage ``link`` of the pipeline: :class:`kg.records.Entity` -> ``skos:exactMatch`` /
``skos:closeMatch`` IRIs of CSO topics (https://cso.kmi.open.ac.uk) and Papers with
Code methods and tasks, plus the :class:`kg.records.ExternalTerm` nodes they point to,
including CSO's broader chain up to its roots so a query can roll a paper up to
"machine learning" with ``skos:broader+``.

Matching (all comparisons on :func:`kg.vocab.normalise`\\ d labels):

* Candidate names of an entity: its label and alt labels, each also with parenthesised
  parts removed (``"large language models (LLMs)"`` -> ``"large language models"``).
  The entity's acronym, and any candidate written like an acronym (no lower-case
  letter, or a short token with inner capitals such as ``"LLMs"``), is never used for
  an exact match.
* Names that are too short (fewer than 4 letters) or generic (:data:`GENERIC`:
  "model", "method", "data", "task" ...) never link, and a Dataset never links to CSO,
  whose topics are research areas, not data sets.
* **exact** (``skos:exactMatch``): a candidate's normalised form equals the normalised
  label of a CSO topic, or of a PwC method (entity type Method: name or full name)
  or PwC task (entity type Task). A one-word name must also be equal without the
  plural rule, or be a plural or lower-case form of the target (so "Transformers"
  matches "Transformer", "ontology" matches "ontologies", but the optimiser "Adam"
  does not match CSO's "adams").
* **coined names** (rule (e)): an acronym-like label with inner lower-case letters
  (``"ResNet"``, ``"LoRA"``) is an exact match of the PwC method with exactly that
  short name (case-sensitive), unless both the entity and PwC spell the name out and
  the two expansions differ (the agreement test of rule (c)). When PwC's full name is
  only the short name ("PnP", "PANet"), the spelling is the only evidence; where the
  build's own papers spell the short form out in two ways that share no name
  ("Perspective-n-Point" and "Plug-and-Play", both "PnP"), it names two things and links
  none of them, the bare "PnP" neither (:func:`_ambiguous_short_forms`).
* **PwC's description as its spelt-out name**: where PwC's full name is only the short
  name and the paper spells the short form out, the first sentence of PwC's description
  decides (:attr:`kg.vocab.PwcMethod.spelt` / ``gloss``, read by ``tools/build_vocab.py``):
  a spelt-out name it gives ("**PnP**, or **Poll and Pool**") must agree word for word
  (rule (c)'s test); else its genus phrase ("single-stage object detection method" for
  "SSD") must share a content word with the paper's long form (:func:`_gloss_shared`), so
  "state space duality (SSD)" gets no link. Without a description, a capitals-only short
  form gets none (the shared "word" was the short form itself); a coined one keeps rule (e).
* **names the build coins** (:attr:`kg.records.Entity.named`: at least a third of the
  entity's papers propose it): a proposed name is new by definition, so an older term of the
  same name is another thing unless more than the name agrees. Such an entity matches
  exactly (and by rule (d)) only through a name of several words ("Wasserstein GAN",
  "Multilinear Operator Networks"), and by its short form only where its expansion agrees
  with PwC's full name or spelt-out description (rule (c)'s test); its bare short or one-word
  name ("MoNet", "ShapeConv", "Binoculars") links to nothing, also not closely. On the 8,464
  abstracts of ``shared/corpus`` this removed 6 exact matches (of 1,759): MoNet (a modular
  network, not PwC's mixture model network), ShapeConv, Cola, SEER (a video predictor and an
  attack, one node) and Binoculars (CSO's stereo-vision "binoculars"), 5 wrong; RealNVP was
  right, where the extraction took a paper's mention of it for its proposal.
* **metrics**: a Metric links only to a CSO topic that names a measure, by exact, close or
  broad match (:func:`_cso_measure`: its head word is a measure, "cost", "error rate",
  "quality", "evaluation", or an abstract quality noun, "interpretability"); the extraction
  may type as a metric a word of a list of measures that names what is measured
  ("improvements in both geometry and fidelity"), and CSO's "geometry" is a field of
  mathematics. On the 8,464 abstracts of ``shared/corpus`` this removed 10 of the metrics'
  117 CSO links, all 10 wrong (geometry, communication x2, quantization, multiplication,
  image retrieval, demonstrations, hardware resources, motion estimation, reconstruction).
* **close** (``skos:closeMatch``): (a) after dropping leading evaluative/generic
  modifiers (:data:`MODIFIERS`: "novel", "deep", "efficient" ...) the rest matches
  exactly, and every dropped word names the thing itself (:data:`SAME_SENSE_MODIFIERS`:
  "the", "vanilla", "standard" ...); a restricting one ("deep Q-learning", "fast retrieval",
  "large feedforward network", a coined "Neural Knowledge Representation") makes the term
  broader, a broad match (since session 52: on 3,300 corpus abstracts 107 close matches became
  broad, about 104 right by reading, the rest doubtful: "modern artificial intelligence");
  (c) acronym match: the
  entity's acronym or an all-capitals label (``"LSTM"``, ``"GANs"``) equals a PwC
  method's short name (case-sensitive) and every content word of the method's full name
  is a word of the entity's spelt-out labels (the expansion; one shared word is not
  enough: "Decision-Pretrained Transformer" is no "Dense Prediction Transformer"). A bare acronym links to
  nothing: new papers reuse acronyms ("SPADE" is also a 2019 normalisation layer);
  (d) cross-type:
  a Method's name exactly matches a PwC *task* (or a Task's a PwC method), since
  extractors type e.g. "reinforcement learning" either way. A close match is only made
  when the entity has no exact match in the same vocabulary (CSO, PwC).
* **broad** (``skos:broadMatch``, SKOS section 10): (b) head-noun match: the longest
  trailing word sequence of at least two words (or one word of at least 8 letters) that
  matches names a broader concept ("graph neural network" -> CSO "neural networks",
  "low-bit uniform quantization" -> "quantization"). Made only when the entity has no
  exact or close match in that vocabulary, and never past a preposition written apart
  (anywhere among the dropped words: "unsupervised evaluation of code LLMs" is an
  evaluation) nor from a Task opening with a verb in -ing to the model or data it acts on
  ("aligning large language models"; :func:`_bound_cut`, :func:`_activity_on_artefact`).
* **per-sense evidence** (:func:`_refuse_other_senses`): a match reached by dropping words
  is refused when the vocabulary term reads the remaining words in another sense than the
  entity's. A PwC task broad match: when PwC's own tasks of other research areas read the
  dropped word with the head ("image translation" is Image-to-Image Translation, Computer
  Vision, not the language task "Translation"), or when the PwC links of the entity's papers
  share no area with the task and name such another sense (:func:`_pwc_sense_refused`). A
  one-word CSO topic outside the AI/ML branches ("embeddings" under planar graphs): when
  fewer than 30% of the build's entities so linked to it have a word of the topic's CSO
  neighbourhood among their papers' names or another CSO topic of its branch in their papers
  (:func:`_cso_sense_refused`). On neurips2023 + iclr2024 this removed 106 links (11 PwC, 95
  CSO), 83 of them wrong and 23 right by reading each. A two-word topic "<word> <generic
  head>" outside those branches whose word is no CSO topic ("feature models", "tuning
  method") is checked the same way when reached by dropping more than modifiers
  (:func:`_cso_head_sense_open`). An exact match of a one-word, lower-case name to a one-word CSO
  topic filed under a specific topic of the AI or computer-vision branches ("annealing" under
  "simulated annealing", "regularization" under "image reconstruction") stays exact only when at
  least 30% of the entity's papers show that sense, else it becomes a close match
  (:func:`_demote_unshown_senses`, since session 59: on 2,000 corpus abstracts 6 changes, 6 right).
"""
from __future__ import annotations

import re
from collections.abc import Collection, Iterable
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from typing import Optional, Sequence

from kg.records import Entity, ExternalTerm
from kg.vocab import (
    CsoTopic,
    PwcMethod,
    PwcTask,
    cso_ancestors,
    cso_iri,
    cso_topic,
    cso_topics,
    normalise,
    pwc_methods,
    pwc_tasks,
)

#: Normalised one-word names that never link (too generic to identify anything).
GENERIC: frozenset[str] = frozenset({
    "model", "method", "approach", "framework", "system", "network", "algorithm",
    "technique", "task", "data", "dataset", "benchmark", "learning", "training",
    "inference", "performance", "result", "experiment", "problem", "application",
    "architecture", "module", "mechanism", "strategy", "scheme", "process", "tool",
    "feature", "representation", "function", "loss", "analysis", "evaluation", "paper",
    "work", "study", "baseline", "theory", "agent", "policy", "design", "setting",
    "information", "knowledge", "structure", "input", "output", "signal", "objective",
    "metric", "score", "accuracy", "quality", "efficiency", "robustness", "error",
    "solution", "pipeline", "component", "layer", "parameter", "variable", "value",
    "space", "state", "action", "environment", "domain", "distribution", "sample",
    "example", "instance", "object", "image", "video", "text", "language", "graph",
    "node", "edge", "label", "class", "set", "point", "time", "order", "level",
    "computation", "optimization", "generalization", "prediction", "estimation",
    "detection", "classification", "generation", "reasoning", "understanding",
})

#: Normalised leading modifiers dropped for a close match ("novel X" ~ "X").
MODIFIERS: frozenset[str] = frozenset({
    "novel", "new", "deep", "proposed", "efficient", "robust", "simple", "scalable",
    "improved", "standard", "conventional", "existing", "traditional", "modern",
    "classical", "classic", "general", "generalized", "unified", "adaptive", "effective",
    "lightweight", "large", "small", "fast", "accurate", "our", "the", "a", "an",
    "vanilla", "powerful", "advanced", "state", "of", "art", "based", "end", "to",
    "pretrained", "pre", "trained", "learned", "neural",
})

#: Leading words of :data:`MODIFIERS` that name the thing itself, not a kind of it: "the
#: transformer", "our method", "vanilla attention", "standard dropout" are the term; any other
#: modifier restricts it ("deep Q-learning", "fast retrieval", "large feedforward network",
#: "novel transformer" are kinds of Q-learning, retrieval, feedforward network, transformer),
#: so the term is broader (skos:broadMatch, SKOS section 10), no closeMatch (rule (a)).
SAME_SENSE_MODIFIERS: frozenset[str] = frozenset({
    "the", "a", "an", "our", "standard", "conventional", "existing", "traditional", "classical", "classic",
    "vanilla",
})

_ACRONYM_LIKE = re.compile(r"^[^a-z]*$|^[A-Za-z0-9]*[A-Z][A-Za-z0-9]*[A-Z][A-Za-z0-9]*s?$")
_PAREN = re.compile(r"\s*\([^()]*\)")
_OTHER_TYPE = {"Method": "Task", "Task": "Method"}


@dataclass(frozen=True)
class LinkStats:
    """Counts from one :func:`link` call (for reports and tests).

    Attributes:
        entities: entities seen.
        linked: entities with at least one exact, close or broad match.
        cso_exact, cso_close, cso_broad, pwc_exact, pwc_close, pwc_broad: number of
            entities with such a match.
        terms: ExternalTerms returned (matched terms plus CSO/PwC broader chains).
    """

    entities: int
    linked: int
    cso_exact: int
    cso_close: int
    cso_broad: int
    pwc_exact: int
    pwc_close: int
    pwc_broad: int
    terms: int


#: The rules a match is made by (:attr:`kg.records.Entity.match_support`, the graph's
#: kgo:MatchSupport nodes' kgo:extractor) and their prior confidence (kgo:confidence): a rule's
#: prior, set by hand from how specific its evidence is, not a calibrated probability.
#: ``exact-label`` / ``exact-alias``: the entity's prefLabel / an alt label equals the term's
#: label (normalised); ``coined-name``: a coined short form written as PwC writes it (rule (e));
#: ``acronym-expansion``: the short form equals PwC's and the spelt-out names agree word for word
#: (rule (c)); ``description-expansion`` / ``description-gloss``: PwC's description spells the
#: short form out as the paper does / shares a content word with the paper's long form;
#: ``short-name``: neither side spells the short form out, the shared spelling and a shared word
#: are all the evidence; ``same-sense-modifier``: equal after dropping "the", "standard",
#: "vanilla" ... (rule (a)); ``restricting-modifier``: equal after dropping "deep", "fast",
#: "novel" ... (the term is broader); ``head-noun``: a trailing phrase of the name names a
#: broader term (rule (b)); ``cross-type``: a Method's name is a PwC task's or a Task's a PwC
#: method's (rule (d)); ``user-gazetteer``: the IRI a user gazetteer's row gives the name
#: (:mod:`kg.user_gazetteer`: the user's own statement); ``wikidata-label`` / ``wikidata-alias``
#: (``kg link --wikidata``, :mod:`kg.wikidata`): an English rdfs:label / skos:altLabel of a Wikidata
#: item under the computer-science roots (or a data set) equals a name of the entity. An exact match that another kind of entity keeps
#: (:func:`_one_type_per_exact_match`) becomes a close one and its rule gets ``-other-kind``.
MATCH_RULES: dict[str, float] = {
    "exact-label": 0.95, "exact-alias": 0.9, "coined-name": 0.85, "acronym-expansion": 0.9,
    "description-expansion": 0.85, "description-gloss": 0.7, "short-name": 0.7,
    "same-sense-modifier": 0.85, "restricting-modifier": 0.75, "head-noun": 0.65, "cross-type": 0.7,
    "user-gazetteer": 1.0, "wikidata-label": 0.85, "wikidata-alias": 0.75,
}


#: Suffixes of a rule name (:data:`MATCH_RULES`) that weaken an exact match to a close one, and
#: what each costs the rule's prior: ``-other-kind`` (:func:`_one_type_per_exact_match`) and
#: ``-sense-unshown`` (:func:`_demote_unshown_senses`, since session 59).
RULE_SUFFIXES: dict[str, float] = {"-other-kind": 0.05, "-sense-unshown": 0.2}


def match_confidence(rule: str) -> float:
    """The prior confidence of a match made by ``rule`` (a key of :data:`MATCH_RULES`, possibly
    with suffixes of :data:`RULE_SUFFIXES`: ``-other-kind`` costs 0.05, ``-sense-unshown``
    0.2); 0.5 for a rule it does not know."""
    base, cost = rule, 0.0
    changed = True
    while changed:
        changed = False
        for suffix, price in RULE_SUFFIXES.items():
            if base.endswith(suffix):
                base, cost, changed = base.removesuffix(suffix), cost + price, True
    conf = MATCH_RULES.get(base, 0.5)
    return round(conf - cost, 2) if cost else conf


#: :func:`kg.vocab.normalise`, memoised: entities share most of their names' words and
#: forms, and matching normalises each candidate several times. Bounded (LRU).
_normalise = lru_cache(maxsize=1 << 16)(normalise)


def looks_like_acronym(text: str) -> bool:
    """True for ``"SAE"``, ``"LLMs"``, ``"MiSe-GNN"`` style short forms (no spaces)."""
    text = text.strip()
    return " " not in text and bool(_ACRONYM_LIKE.match(text.replace("-", "")))


def _is_camel(text: str) -> bool:
    """An acronym-like name with lower-case letters inside (``ResNet``, ``LoRA``): a
    coined name, not an abbreviation that different papers expand differently."""
    core = text[:-1] if text.endswith("s") else text
    return looks_like_acronym(text) and any(c.islower() for c in core)


def _short_forms(entity: Entity) -> list[str]:
    """The entity's acronym and its acronym-like labels (``SAE``, ``LLMs``, ``ResNet``)."""
    out: list[str] = []
    for form in [entity.acronym or "", entity.label, *entity.alt_labels]:
        form = form.strip()
        if form and form not in out and (form == (entity.acronym or "").strip() or looks_like_acronym(form)):
            out.append(form)
    return out


def _letters(key: str) -> int:
    return sum(map(str.isalpha, key))


def _usable(key: str) -> bool:
    """A normalised name may link: at least 4 letters and not a generic word."""
    return _letters(key) >= 4 and key not in GENERIC


def _candidates(entity: Entity) -> list[tuple[str, str]]:
    """``(surface, normalised)`` names of an entity usable for matching, deduplicated.

    Label first, then alt labels in order; each is tried first with parenthesised parts
    removed, then as written. Acronym-like surfaces and the entity's acronym are left
    out (they only take part in the acronym rule).
    """
    acronym = (entity.acronym or "").strip()
    out: list[tuple[str, str]] = []
    seen: set[str] = set()
    tried: set[str] = set()  # (a variant tried once gives the same key again: skipped)
    for surface in [entity.label, *entity.alt_labels]:
        for variant in (_PAREN.sub("", surface), surface):
            variant = variant.strip()
            if variant in tried:
                continue
            tried.add(variant)
            if not variant or variant == acronym or looks_like_acronym(variant):
                continue
            key = _normalise(variant)
            if key and key not in seen and _usable(key):
                seen.add(key)
                out.append((variant, key))
    return out


def _plain(text: str) -> str:
    """normalise() without the plural rule (for one-word names)."""
    key = _normalise(text + " x")
    return key[:-2] if key.endswith(" x") else key


def _same_single_word(surface: str, target_label: str) -> bool:
    """One-word names: equal without the plural rule, or ``surface`` is a plural of the
    target, or ``surface`` is lower case (a common noun, so "ontology" ~ "ontologies").
    A capitalised singular ("Adam") never matches a plural target ("adams")."""
    a, b = _plain(surface), _plain(target_label)
    if a == b:
        return True
    if _normalise(a) != _normalise(b):
        return False
    return a.endswith("s") and not b.endswith("s") or surface == surface.lower()


#: CSO branches whose topics share their words with machine-learning terms but mean
#: something else: the 146 topics under "education" (pedagogy: "student model",
#: "learning objectives", "curriculum", "collaborative learning") are homonyms of the
#: student network of distillation, a training objective, curriculum learning ... A topic
#: in such a branch links only when it is also under a branch of :data:`_CSO_ML_BRANCHES`
#: ("tutoring system"). On neurips2023 + iclr2024 this removed 20 entities' links, all
#: to the pedagogical sense.
_CSO_HOMONYM_BRANCHES = frozenset({"education"})
_CSO_ML_BRANCHES = frozenset({"artificial intelligence", "machine learning", "computer vision",
                              "natural language processing", "data mining", "pattern recognition"})


@lru_cache(maxsize=None)
def _cso_homonym(label: str) -> bool:
    """Is the CSO topic ``label`` in a branch of :data:`_CSO_HOMONYM_BRANCHES` and in none
    of :data:`_CSO_ML_BRANCHES` (its ancestors, :func:`kg.vocab.cso_ancestors`), or, in none
    of those either, a topic that CSO's narrower topics read in that sense
    (:func:`_cso_homonym_by_narrower`)?"""
    branches = {label, *cso_ancestors(label)}
    if not branches.isdisjoint(_CSO_ML_BRANCHES):
        return False
    return not branches.isdisjoint(_CSO_HOMONYM_BRANCHES) or _cso_homonym_by_narrower(label)


#: How many of a topic's direct narrower topics must be homonyms by branch (at least this
#: many, and at least half of them) for the topic to be read in their sense
#: (:func:`_cso_homonym_by_narrower`); one is chance ("vocabulary" has "word learning").
_CSO_HOMONYM_NARROWER_MIN = 2


def _cso_homonym_by_narrower(label: str) -> bool:
    """Is the CSO topic ``label`` filed under no homonym branch, but are at least half of its
    direct narrower topics, and at least :data:`_CSO_HOMONYM_NARROWER_MIN`, in such a branch
    and under no AI/ML branch? CSO's "online learning" (under "online systems") has as
    narrower topics "online teaching", "online learning environment" and "online learning
    algorithms", all filed under "education": it is e-learning, not the sequential learning
    setting of machine learning (regret, online convex optimisation) that ML abstracts name
    "online learning". In the 1,000 NeurIPS 2023 abstracts of session 44's link sample this
    removed the links of 2 entities ("online learning" as a Method, 6 papers, and as a
    Task, 3 papers), and on 943 ICLR 2024 abstracts of 3 (one exact, two broad), all 5
    wrong by reading: every one named the ML setting. On all 8,464 abstracts of
    ``shared/corpus``: 14 links (the Method, 42 papers, exact; the Task, 26 papers, close; 12
    broad, "smoothed online learning", "transductive online learning" ...), all wrong."""
    kids = _cso_children().get(label, frozenset())
    pedagogical = sum(1 for kid in kids if _cso_homonym_branch(kid))
    return pedagogical >= _CSO_HOMONYM_NARROWER_MIN and 2 * pedagogical >= len(kids)


@lru_cache(maxsize=None)
def _cso_homonym_branch(label: str) -> bool:
    """Is the CSO topic ``label`` in a branch of :data:`_CSO_HOMONYM_BRANCHES` and in none of
    :data:`_CSO_ML_BRANCHES`?"""
    branches = {label, *cso_ancestors(label)}
    return not branches.isdisjoint(_CSO_HOMONYM_BRANCHES) and branches.isdisjoint(_CSO_ML_BRANCHES)


def _cso_lookup(key: str, surface: str) -> Optional[CsoTopic]:
    topic = cso_topics().get(key)
    if topic is None or _cso_homonym(topic.label):
        return None
    if " " not in key:
        # one word: the plural rule may conflate unrelated words ("adam" / "adams")
        labels = (topic.label, *topic.equivalents)
        if not any(_same_single_word(surface, lab) for lab in labels):
            return None
    return topic


#: Head words (normalised, singular) of CSO topics that name a measure, the only topics a
#: Metric links to (:func:`_cso_measure_lookup`): "computational costs", "word error rate",
#: "image quality", "human evaluation", "Pearson correlation" ...; a head that is an abstract
#: quality noun ("interpretability", "robustness", "accuracy") counts too (:data:`_QUALITY_NOUN`).
_MEASURE_TOPIC_HEADS = frozenset(
    """accuracy precision recall error cost overhead time latency delay runtime throughput speed
    speedup rate ratio score performance efficiency quality fidelity diversity consistency coverage
    similarity correlation distance divergence loss regret reward return likelihood entropy
    perplexity gain saving utility variance bias power consumption usage footprint budget
    capacity complexity evaluation measure metric index coefficient""".split())
#: An abstract noun of quality ("-ity", "-ness", "-acy" after three letters): "interpretability",
#: "robustness", "privacy"; not "geometry", "communication".
_QUALITY_NOUN = re.compile(r"[a-z]{3}(?:ity|ness|acy)$")


def _cso_measure(label: str) -> bool:
    """Whether the CSO topic ``label`` names a measure: its head word (the last word of its
    normalised label) is one of :data:`_MEASURE_TOPIC_HEADS` or an abstract noun of quality
    (:data:`_QUALITY_NOUN`). "compression ratio", "data utilities", "intelligibility" do;
    "geometry", "communication", "quantization", "image retrieval", "motion estimation",
    "hardware resources" (fields, operations, tasks and things that metrics measure) do not."""
    head = _normalise(label).rsplit(" ", 1)[-1]
    return head in _MEASURE_TOPIC_HEADS or bool(_QUALITY_NOUN.search(head))


def _cso_measure_lookup(key: str, surface: str) -> Optional[CsoTopic]:
    """:func:`_cso_lookup` for a Metric: only a topic that names a measure (:func:`_cso_measure`)."""
    topic = _cso_lookup(key, surface)
    return topic if topic is not None and _cso_measure(topic.label) else None


def _pwc_lookup(entity_type: str, key: str, surface: str) -> Optional[PwcMethod | PwcTask]:
    rec: Optional[PwcMethod | PwcTask]
    if entity_type == "Method":
        rec = pwc_methods().get(key)
        labels = (rec.name, rec.full_name) if rec else ()
    elif entity_type == "Task":
        rec = pwc_tasks().get(key)
        labels = (rec.name, _PAREN.sub("", rec.name)) if rec else ()
    else:
        return None
    if rec is not None and " " not in key and not any(_same_single_word(surface, lab) for lab in labels):
        return None
    return rec


#: Papers with Code links fewer papers than this to a method that a generic phrase of an
#: entity may only name through its short form (:func:`_rare_coined_method`).
_RARE_METHOD_PAPERS = 10


def _common_noun_phrase(entity: Entity) -> bool:
    """Does the entity write all its names as a common noun phrase: no capital letter after
    a name's first character ("gradient-based optimization", "Transformer decoder"), so no
    proper name ("Neural Additive Models") and no short form ("DEQ")?"""
    return not (entity.acronym or "").strip() and all(
        not any(c.isupper() for c in name[1:]) for name in (entity.label, *entity.alt_labels))


def _rare_coined_method(rec: PwcMethod | PwcTask | None, entity: Entity) -> bool:
    """Is ``rec`` a Papers with Code method known by a coined short form of its own (PwC's
    name is acronym-like and another name than its full name: "GBO" / "Gradient-based
    optimization", "T-D" / "Transformer Decoder") that PwC links to fewer than
    :data:`_RARE_METHOD_PAPERS` papers, while the entity names it only by a common noun phrase
    (:func:`_common_noun_phrase`)? The full name of such a method is a generic description
    that one paper gave its method ("gradient-based optimization" is the metaheuristic GBO
    to PwC, and any gradient method to the papers that write it); established methods of this
    kind ("support vector machine" / SVM, 1,325 papers; "conditional random field" / CRF,
    393; "generative adversarial imitation learning" / GAIL, 30) are what the phrase means,
    and a paper that names the rare one writes its short form or its name in capitals
    ("Neural Additive Models", NAM, 4 papers). In the 1,000 NeurIPS 2023 abstracts of session
    44's link sample this removed 3 links (GBO twice, 3 abstracts, all wrong: gradient descent
    on networks; T-D once, the decoder of a detection transformer, doubtful) and on 943 ICLR
    2024 abstracts 2 (GBO, wrong; T-D for decoder-only transformers in general, doubtful); no
    other link moved. On all 8,464 abstracts of ``shared/corpus`` it removed 13 links: 9 wrong
    (GBO 5 times, exact, close and broad; "mutual guidance" -> MutualGuide, a detector; "self-
    attention network" -> SANet twice; "semi-supervised knowledge distillation" -> SSKD, which
    now rolls up to Knowledge Distillation instead), 1 doubtful (T-D) and 3 right lost
    ("convolutional block attention module" -> CBAM, "scattering transform" -> ScatNet, exact
    and broad): a specific enough phrase can still name the rare method."""
    return (isinstance(rec, PwcMethod) and rec.num_papers < _RARE_METHOD_PAPERS
            and looks_like_acronym(rec.name) and _normalise(rec.name) != _normalise(rec.full_name)
            and _common_noun_phrase(entity))


def _entity_pwc_lookup(entity: Entity, entity_type: str, key: str, surface: str
                       ) -> Optional[PwcMethod | PwcTask]:
    """:func:`_pwc_lookup` for one of ``entity``'s names, refusing a rare method of a coined
    short form that the entity names by a common noun phrase (:func:`_rare_coined_method`)."""
    rec = _pwc_lookup(entity_type, key, surface)
    return None if _rare_coined_method(rec, entity) else rec


def _strip_modifiers(key: str) -> str:
    words = key.split(" ")
    i = 0
    while i < len(words) - 1 and words[i] in MODIFIERS:
        i += 1
    return " ".join(words[i:])


#: Bound prefixes that, joined to the next word by a hyphen, negate or change the head, so
#: the trailing part is no kind of the whole: "non-linear network" is not a "linear network",
#: "semi-supervised classification" no "supervised classification", "self-supervised
#: contrastive loss" no "supervised contrastive loss", "fine-tuning methods" no "tuning
#: method". Written apart they are cut as usual ("fine acoustic modeling" -> acoustic
#: modeling). ("long-", "short-" are not among them: "long-video understanding" is video
#: understanding.)
_HYPHEN_BOUND = frozenset({"non", "semi", "self", "fine"})
#: Prepositions after which a broad match never cuts: "X of Y", "X in Y", "attacks on Y" are
#: no kind of Y ("alternating direction method of multipliers" -> multiplier, "backdoor
#: attacks on semantic segmentation" -> semantic segmentation, "in-context reasoning" ->
#: context reasoning, "out-of-distribution algorithms" -> distribution algorithms). "to" is
#: not among them: "text-to-image generation" is image generation.
_PREPOSITIONS = frozenset({"in", "of", "on", "with", "under", "from", "by", "via", "over", "within",
                           "across", "against", "without", "through", "into", "at", "about", "between",
                           "among", "beyond"})
#: Heads that make "<head> of Y" a kind of Y's concept ("a family of graph neural networks",
#: "a sequence of optimization problems", "a shuffling version of SGD").
_COLLECTION_HEADS = frozenset({"collection", "collections", "range", "sequence", "sequences", "set", "sets",
                               "family", "families", "class", "classes", "variety", "kind", "kinds", "type",
                               "types", "version", "versions", "variant", "variants", "series", "suite"})


def _bound_cut(dropped: Sequence[str], surface: str) -> bool:
    """Would a broad match that drops the normalised words ``dropped`` (the words before
    the matched trailing part) from ``surface`` cut after a preposition (:data:`_PREPOSITIONS`,
    unless a collection head (:data:`_COLLECTION_HEADS`) precedes it) or inside a
    hyphenated compound after a bound prefix (:data:`_HYPHEN_BOUND`)? On the 4,028 broad
    matches of neurips2023 + iclr2024 (cached extractions) the two refusals removed 88
    links and 8 entities reached another head; read one by one, about 50 of the 88 were
    wrong ("alternating direction method of multipliers" -> multiplier, "3D object
    detection in point clouds" -> point cloud, "non-adaptive algorithms" -> adaptive
    algorithms), about 30 doubtful in a topic sense ("exploration in reinforcement learning"
    -> reinforcement learning) and about 8 right ("over-regularization" and two
    "self-regularization" -> regularization). "for" is no refused preposition: "conformal
    prediction for regression" -> regression is right."""
    if not dropped:
        return False
    last = dropped[-1]
    if last in _PREPOSITIONS:
        return not (len(dropped) > 1 and last == "of" and dropped[-2] in _COLLECTION_HEADS)
    for i, word in enumerate(dropped[:-1]):
        # a preposition further left is the head's too ("unsupervised evaluation of code
        # LLMs" is an evaluation, "domain adaptation of multivariate time series" an
        # adaptation), unless a hyphen binds it into a modifier ("in-context reinforcement
        # learning", "on-device image editing", "state-of-the-art segmentation")
        if word in _PREPOSITIONS and not (word == "of" and i > 0 and dropped[i - 1] in _COLLECTION_HEADS) \
                and not _hyphen_bound(word, surface):
            return True
    return last in _HYPHEN_BOUND and re.search(
        rf"(?<![^\W\d_]){re.escape(last)}\s*[-\u2010\u2011]", surface, re.IGNORECASE) is not None


def _hyphen_bound(word: str, surface: str) -> bool:
    """Is every occurrence of the (normalised) word ``word`` in ``surface`` joined to a
    neighbour by a hyphen ("in-context", "state-of-the-art")? False when it does not occur."""
    spots = list(re.finditer(rf"(?<![^\W\d_]){re.escape(word)}(?![^\W\d_])", surface, re.IGNORECASE))
    return bool(spots) and all(
        surface[max(m.start() - 1, 0):m.start()] in _HYPHENS or surface[m.end():m.end() + 1] in _HYPHENS
        for m in spots)


_HYPHENS = frozenset({"-", "\u2010", "\u2011"})

#: Normalised heads of vocabulary terms that name a model or data, not an activity: a Task
#: named by a verb in -ing acting on one ("aligning large language models", "explaining graph
#: neural networks", "normalizing 3D point clouds") is no kind of it (:func:`_activity_on_artefact`).
_ARTEFACT_HEADS = frozenset({"model", "network", "transformer", "llm", "representation", "system",
                             "cloud", "scene", "image", "tree", "series", "data", "graph", "code"})


def _activity_on_artefact(entity_type: str, dropped: Sequence[str], target: str) -> bool:
    """Would a broad match of a Task to the normalised term ``target`` drop an opening verb in
    -ing (``dropped[0]``: "aligning", "evaluating", "training") whose object the term is, a
    model or data (its last word in :data:`_ARTEFACT_HEADS`)? (7 letters or more: "string",
    "using" are not read so.) "solving inverse problems" ->
    inverse problems is kept (a problem, not a model), and a Method's opening -ing word is
    read as an adjective ("spiking neural networks", "denoising diffusion GANs")."""
    if entity_type != "Task" or not dropped:
        return False
    first = dropped[0]
    return (len(first) >= 7 and first.endswith("ing") and first not in MODIFIERS
            and target.rsplit(" ", 1)[-1] in _ARTEFACT_HEADS)


def _suffixes(key: str) -> list[str]:
    """Trailing word sequences of ``key``, longest first, excluding ``key`` itself."""
    words = key.split(" ")
    out = []
    for i in range(1, len(words)):
        suffix = " ".join(words[i:])
        if len(words) - i >= 2 or _letters(suffix) >= 8:
            out.append(suffix)
    return out


def _content_words(text: str) -> set[str]:
    return {w for w in _normalise(text).split(" ") if len(w) > 2 and w not in GENERIC and w not in MODIFIERS}


class _Linker:
    """Collects matches and the ExternalTerms they need."""

    def __init__(self, ambiguous: frozenset[str] = frozenset()) -> None:
        self.terms: dict[str, ExternalTerm] = {}
        #: coined short forms that entities of the build spell out differently (:func:`_ambiguous_short_forms`)
        self.ambiguous = ambiguous
        #: entity key -> (CSO topic label, words dropped to reach it) for a CSO close or broad
        #: match made by dropping words from a name (rules (a) and (b))
        self.cso_weak: dict[str, tuple[str, tuple[str, ...]]] = {}
        #: entity key -> (PwC IRI, words dropped before the matched head) for a PwC broad match
        self.pwc_broad: dict[str, tuple[str, tuple[str, ...]]] = {}
        #: (entity key, term IRI) -> (rule of :data:`MATCH_RULES`, the entity's name that matched)
        self.why: dict[tuple[str, str], tuple[str, str]] = {}

    # ---------------------------------------------------------------- terms
    def add_cso(self, topic: CsoTopic) -> str:
        """Add a CSO topic and its whole broader chain; returns the topic IRI."""
        stack = [topic.label]
        while stack:
            label = stack.pop()
            iri = cso_iri(label)
            if iri in self.terms:
                continue
            t = cso_topic(label)
            broader = tuple(sorted(cso_iri(b) for b in t.broader if b != label)) if t else ()
            self.terms[iri] = ExternalTerm(iri=iri, label=label, source="cso", broader=broader)
            if t:
                stack.extend(b for b in t.broader if b != label)
        return topic.iri

    def add_pwc(self, rec: PwcMethod | PwcTask) -> str:
        """Add a PwC method or task (tasks with their parent chain); returns its IRI."""
        if isinstance(rec, PwcMethod):
            self.terms.setdefault(rec.iri, ExternalTerm(iri=rec.iri, label=rec.full_name, source="pwc"))
            return rec.iri
        cur: Optional[PwcTask] = rec
        seen: set[str] = set()
        tasks = pwc_tasks()
        while cur is not None and cur.iri not in seen:
            seen.add(cur.iri)
            parent = tasks.get(_normalise(cur.parent)) if cur.parent else None
            broader = (parent.iri,) if parent is not None and parent.iri != cur.iri else ()
            self.terms.setdefault(cur.iri, ExternalTerm(iri=cur.iri, label=cur.name, source="pwc",
                                                        broader=broader))
            cur = parent
        return rec.iri

    # ---------------------------------------------------------------- matching
    def match(self, entity: Entity) -> tuple[set[str], set[str], set[str], dict[str, int]]:
        """Exact, close and broad IRIs for one entity, and which vocabularies matched how."""
        cands = _candidates(entity)
        # a name the build's papers coin (Entity.named) is new: only a name of it in several
        # words can be the name of an older term, never its bare one-word or short name
        named = [(s, k) for s, k in cands if " " in s.strip()] if entity.named else cands
        exact_cso: Optional[CsoTopic] = None
        exact_pwc: Optional[PwcMethod | PwcTask] = None
        # a metric names a measure: a CSO topic that is none ("geometry", "communication") is
        # another thing of the same name, for every kind of match
        cso_lookup = _cso_measure_lookup if entity.type == "Metric" else _cso_lookup
        # why each kind of match was made: (rule of MATCH_RULES, the entity's name that matched)
        why: dict[str, tuple[str, str]] = {}
        label_forms = {entity.label.strip(), _PAREN.sub("", entity.label).strip()}

        def exact_rule(surface: str) -> tuple[str, str]:
            return ("exact-label" if surface in label_forms else "exact-alias", surface)

        for surface, key in named:
            if exact_cso is None and (exact_cso := cso_lookup(key, surface)) is not None:
                why["exact_cso"] = exact_rule(surface)
            if exact_pwc is None and (exact_pwc := _entity_pwc_lookup(entity, entity.type, key, surface)) is not None:
                why["exact_pwc"] = exact_rule(surface)
        close_cso: Optional[CsoTopic] = None
        close_pwc: Optional[PwcMethod | PwcTask] = None
        if entity.type == "Method" and exact_pwc is None:
            # short forms first: an acronym whose PwC expansion agrees with ours is
            # stronger evidence than a head-noun match
            short_why: dict[str, tuple[str, str]] = {}
            exact_pwc, close_pwc = self._short_form_method(entity, self.ambiguous, short_why)
            # (the reason as the short-form rule noted it; none noted, none given: _note_why)
            if exact_pwc is not None:
                close_pwc = None
                why.update({"exact_pwc": short_why["exact"]} if "exact" in short_why else {})
            elif close_pwc is not None:
                why.update({"close_pwc": short_why["close"]} if "close" in short_why else {})
        broad_cso: Optional[CsoTopic] = None
        broad_pwc: Optional[PwcMethod | PwcTask] = None
        if exact_cso is None or exact_pwc is None:
            for surface, key in cands:
                # (a) the same name without evaluative modifiers: close; (b) a trailing
                # head-noun phrase names a broader concept: broad
                weaker = []
                stripped = _strip_modifiers(key)
                if stripped != key and _usable(stripped):
                    weaker.append((stripped, False))
                weaker.extend((s, True) for s in _suffixes(key) if _usable(s))
                for w, is_broad in weaker:
                    # the words dropped to reach w (w is a trailing part of key)
                    dropped = tuple(key[: len(key) - len(w)].split())
                    if is_broad and (_bound_cut(dropped, surface)
                                     or _activity_on_artefact(entity.type, dropped, w)):
                        continue
                    # (a) with a restricting modifier dropped ("deep Q-learning") the term is
                    # broader than the entity: a broad match, not a close one
                    modified = not is_broad and any(d not in SAME_SENSE_MODIFIERS for d in dropped)
                    rule = "head-noun" if is_broad else ("restricting-modifier" if modified
                                                         else "same-sense-modifier")
                    if exact_cso is None and close_cso is None and broad_cso is None:
                        hit = cso_lookup(w, w)
                        if is_broad or modified:
                            broad_cso = hit
                        else:
                            close_cso = hit
                        if hit is not None:
                            self.cso_weak[entity.key] = (hit.label, dropped)
                            why["broad_cso" if is_broad or modified else "close_cso"] = (rule, surface)
                    if exact_pwc is None and close_pwc is None and broad_pwc is None:
                        hit = _entity_pwc_lookup(entity, entity.type, w, w)
                        if is_broad:
                            broad_pwc = hit
                            if hit is not None:
                                self.pwc_broad[entity.key] = (hit.iri, dropped)
                        elif modified:
                            broad_pwc = hit
                        else:
                            close_pwc = hit
                        if hit is not None:
                            why["broad_pwc" if is_broad or modified else "close_pwc"] = (rule, surface)
        if exact_pwc is None and close_pwc is None and broad_pwc is None and entity.type in _OTHER_TYPE:
            # a PwC term of the other kind with the same name ("reinforcement learning"
            # is a PwC task; an extractor may type it Method)
            other = _OTHER_TYPE[entity.type]
            for surface, key in named:
                if close_pwc is None and (close_pwc := _entity_pwc_lookup(entity, other, key, surface)) is not None:
                    why["close_pwc"] = ("cross-type", surface)

        if entity.type == "Dataset":
            # CSO names research topics, no data sets: a Dataset node that matches one is a
            # field or a property mistaken for data ("Computer Vision ... tasks"), never that topic
            exact_cso = close_cso = broad_cso = None
            self.cso_weak.pop(entity.key, None)
        exact, close, broad = set(), set(), set()
        how = {"cso_exact": 0, "cso_close": 0, "cso_broad": 0, "pwc_exact": 0, "pwc_close": 0, "pwc_broad": 0}
        for rec, bucket, name in ((exact_cso, exact, "cso_exact"), (close_cso, close, "cso_close"),
                                  (broad_cso, broad, "cso_broad")):
            if rec is not None:
                iri = self.add_cso(rec)
                bucket.add(iri)
                how[name] = 1
                self._note_why(entity.key, iri, why.get(f"{name[4:]}_cso"))
        for rec, bucket, name in ((exact_pwc, exact, "pwc_exact"), (close_pwc, close, "pwc_close"),
                                  (broad_pwc, broad, "pwc_broad")):
            if rec is not None:
                iri = self.add_pwc(rec)
                bucket.add(iri)
                how[name] = 1
                self._note_why(entity.key, iri, why.get(f"{name[4:]}_pwc"))
        return exact, close - exact, broad - exact - close, how

    def _note_why(self, key: str, iri: str, why: Optional[tuple[str, str]]) -> None:
        """Note why the entity ``key`` matched ``iri`` (the rule of :data:`MATCH_RULES` and the
        name that matched, as the branch of :meth:`match` that found the term recorded it), unless
        noted already. A match whose branch recorded no reason gets none, so no kgo:MatchSupport
        node (:meth:`kg.graph.TripleBuilder._add_match_support`), rather than a made-up
        ``exact-label``: that rule says the prefLabel is the term's label (exact, 0.95;
        docs/LINKED_DATA.md), which a close or broad match, or one found by another name,
        contradicts."""
        if why is not None:
            self.why.setdefault((key, iri), why)

    @staticmethod
    def _short_form_method(entity: Entity, ambiguous: frozenset[str] = frozenset(),
                           why: Optional[dict[str, tuple[str, str]]] = None
                           ) -> tuple[Optional[PwcMethod], Optional[PwcMethod]]:
        """(exact, close) PwC method for an entity's short forms (rules (c) and (e)); a
        coined short form in ``ambiguous`` links by its spelling alone to nothing. ``why``
        (filled when given): ``"exact"`` / ``"close"`` -> (rule of :data:`MATCH_RULES`, the
        short form that matched)."""
        why = {} if why is None else why
        labels = [entity.label, *entity.alt_labels]
        spelt = [x for x in labels if _spelt_out(x)]
        spelt_words = set().union(*(_normalise(x).split(" ") for x in spelt)) if spelt else set()
        label_words = set().union(*(_content_words(x) for x in labels))
        exact: Optional[PwcMethod] = None
        close: Optional[PwcMethod] = None
        for form in _short_forms(entity):
            bare = form[:-1] if form.endswith("s") and form[:-1] and not form[:-1].endswith("s") else form
            rec = None
            for cand in (form, bare):
                hit = pwc_methods().get(_normalise(cand))
                if hit is not None and hit.name == cand:
                    rec = hit
                    break
            if rec is None:
                continue
            if spelt and _spelt_out(rec.full_name):
                # both spell the name out: they must agree word for word
                if _expansion_agrees(rec.full_name, spelt_words):
                    if _is_camel(form):
                        exact = exact or _noted(why, "exact", rec, "acronym-expansion", form)
                    else:
                        close = close or _noted(why, "close", rec, "acronym-expansion", form)
            elif spelt and not _spelt_out(rec.full_name) and (rec.spelt or rec.gloss):
                # PwC gives only the short name ("SSD", "PnP"), the paper spells it out: the
                # first sentence of PwC's description tells what PwC's short name stands for
                # (rec.spelt: "Poll and Pool") or is (rec.gloss: "single-stage object
                # detection method"); the paper's long form must agree with the former word
                # for word, or share a content word with the latter ("state space duality"
                # shares none with the detector, so no link)
                if rec.spelt:
                    if _expansion_agrees(rec.spelt, spelt_words):
                        if _is_camel(form):
                            exact = exact or _noted(why, "exact", rec, "description-expansion", form)
                        else:
                            close = close or _noted(why, "close", rec, "description-expansion", form)
                elif _gloss_shared(rec.gloss, spelt_words, _short_forms(entity)):
                    close = close or _noted(why, "close", rec, "description-gloss", form)
            elif entity.named:
                continue  # a name the build coins: its spelling alone is no evidence (below it is one)
            elif _is_camel(form):
                # a coined name ("ArcFace", "PANet") that PwC never spells out: the
                # distinctive spelling is the evidence, exact where the paper does not spell
                # it out either; where it does, nothing can be checked against PwC's name
                # (two meanings may share one spelling: "PnP" for Perspective-n-Point and
                # for Plug-and-Play), so close
                if form in ambiguous or bare in ambiguous:
                    continue  # the build's own papers give the spelling two meanings
                if spelt and not _spelt_out(rec.full_name):
                    close = close or _noted(why, "close", rec, "coined-name", form)
                else:
                    exact = exact or _noted(why, "exact", rec, "coined-name", form)
            elif not spelt and _content_words(rec.full_name) & label_words:
                # neither side spells the short form out (a paper's bare "BERT", "FLAVA"):
                # the shared name is all there is to check, enough for a close match. (A
                # paper's long form against PwC's bare short form with no description to
                # read is no evidence: the shared word was the short form itself.)
                close = close or _noted(why, "close", rec, "short-name", form)
        return exact, close


def _noted(why: dict[str, tuple[str, str]], kind: str, rec: PwcMethod, rule: str, form: str) -> PwcMethod:
    """``rec``, after noting in ``why[kind]`` (unless noted already) the rule and short form
    that matched it (:meth:`_Linker._short_form_method`)."""
    why.setdefault(kind, (rule, form))
    return rec


def _spelt_out(label: str) -> bool:
    """A label that spells a name out in words: two or more words (split at spaces and
    hyphens) with at least three lower-case letters each ("Perspective-n-Points",
    "supervised fine-tuning"); "PnP", "MiSe-GNN" and "LLMs" are not."""
    spelt = 0
    for w in _WORD_BREAKS.split(label):  # (map over the characters runs in C; stop at the second)
        if len(w) >= 3 and sum(map(str.islower, w)) >= 3:
            spelt += 1
            if spelt == 2:
                return True
    return False


#: What separates the words :func:`_spelt_out` counts: runs of white space and hyphens.
_WORD_BREAKS = re.compile(r"[\s\-]+")


def _gloss_shared(gloss: str, spelt_words: set[str], short_forms: Sequence[str]) -> bool:
    """Does a paper's spelt-out name (``spelt_words``: its normalised words) share a content
    word (:func:`_same_word`; generic words, modifiers and the short forms themselves left
    out) with PwC's gloss of a method it names only by its short form (the genus phrase of
    its description: "single-stage object detection method" for "SSD")?

    Args:
        gloss: :attr:`kg.vocab.PwcMethod.gloss`.
        spelt_words: normalised words of the entity's spelt-out labels.
        short_forms: the entity's short forms (:func:`_short_forms`), never evidence.
    Returns:
        True when one content word is shared.
    """
    shorts = {_normalise(f) for f in short_forms} | {_normalise(f).rstrip("s") for f in short_forms}
    ours = {w for w in spelt_words if len(w) > 2 and w not in GENERIC and w not in MODIFIERS
            and w not in shorts and w not in _FUNCTION_WORDS}
    theirs = {w for w in _content_words(gloss) if w not in shorts}
    return any(_same_word(a, b) for a in theirs for b in ours)


def _same_word(a: str, b: str) -> bool:
    """Two normalised words are one: equal, or sharing their first five letters (an
    inflection: "tuning" / "tune" do not, "convolutional" / "convolution" do)."""
    return a == b or len(a) >= 5 and len(b) >= 5 and a[:5] == b[:5]


def _expansion_agrees(full_name: str, label_words: set[str]) -> bool:
    """Whether a PwC method's full name spells out the same thing as the entity's own
    spelt-out labels (``label_words``: every normalised word of them): every content word
    of the full name (generic words such as "components" aside) is one of the entity's
    words (:func:`_same_word`). One shared word is not enough, since acronyms collide: the
    "Decision-Pretrained Transformer" (DPT) is no "Dense Prediction Transformer", nor
    "fully-connected networks" (FCN) a "Fully Convolutional Network"."""
    words = {w for w in _content_words(full_name) if w[:-1] not in GENERIC or not w.endswith("s")}
    return bool(words) and all(any(_same_word(w, x) for x in label_words) for w in words)


def pwc_method_of_name(name: str, spelt_words: Collection[str] = ()) -> Optional[PwcMethod]:
    """The Papers with Code method that one written name of a Method identifies, by the
    exact-match rules of :func:`link` (module docstring), for entity resolution: two names
    of one build that identify one PwC method, such as its short name and its full name
    ("k-NN" and "k-nearest neighbors", "Resnet" and "residual networks"), name one method.

    Args:
        name: a name as a paper writes it.
        spelt_words: the normalised words of the spelt-out names written together with
            ``name`` (one entity's long forms); a coined short form whose PwC full name is
            spelt out must agree with them word for word when there are any
            (:func:`_expansion_agrees`).
    Returns:
        the PwC method whose normalised name or full name is the name's (not a generic or
        too short name; a one-word name also without the plural rule: "Adam" is no
        "adams"); for a coined short form ("ResNet", "k-NN", "LoRA": an acronym-like name
        with small letters) the method with exactly that short name (case-sensitive) whose
        full name spells it out; None for any other name, and always for a short form in
        capitals ("SAM", "PnP"'s "PNP"), which new papers reuse for new things.
    Raises:
        kg.vocab.VocabError: the shipped PwC vocabulary is missing or unreadable.
    """
    name = name.strip()
    if looks_like_acronym(name):
        if not _is_camel(name):
            return None
        bare = name[:-1] if name.endswith("s") and name[:-1] and not name[:-1].endswith("s") else name
        for cand in (name, bare):
            rec = pwc_methods().get(_normalise(cand))
            if rec is not None and rec.name == cand and _spelt_out(rec.full_name):
                if spelt_words and not _expansion_agrees(rec.full_name, set(spelt_words)):
                    return None
                return rec
        return None
    key = _normalise(name)
    if not _usable(key):
        return None
    hit = _pwc_lookup("Method", key, name)
    return hit if isinstance(hit, PwcMethod) else None


def _ambiguous_short_forms(entities: list[Entity]) -> frozenset[str]:
    """The coined short forms (:func:`_is_camel`: "PnP", "ResNet") that two or more entities
    of one build spell out differently: each has the form among its names, and the
    normalised forms of their spelt-out names (:func:`_spelt_out`) have none in common
    ("Perspective-n-Point" and "Plug-and-Play" both written "PnP"). Where Papers with Code gives only the short name,
    the spelling is all that rule (e) could match on, and it names two things here, so it
    links none of them (:meth:`_Linker._short_form_method`).

    Args:
        entities: the resolved entities of one build.
    Returns:
        the short forms as written (case-sensitive), without a plural "s".
    """
    meanings: dict[str, set[frozenset[str]]] = {}
    for entity in entities:
        if entity.type != "Method" or not entity.alt_labels:
            continue
        coined = [form for form in _short_forms(entity) if _is_camel(form)]
        if not coined:
            continue
        spelt = frozenset(_normalise(n) for n in (entity.label, *entity.alt_labels) if _spelt_out(n))
        if not spelt:
            continue
        for form in coined:
            bare = form[:-1] if form.endswith("s") and form[:-1] and not form[:-1].endswith("s") else form
            meanings.setdefault(bare, set()).add(spelt)
    return frozenset(form for form, spelt in meanings.items()
                     if any(a.isdisjoint(b) for a, b in combinations(sorted(spelt, key=sorted), 2)))


def preload() -> None:
    """Load the vocabularies :func:`link` reads (CSO topics by label and by normalised
    label, Papers with Code methods and tasks; each cached by :mod:`kg.vocab` for the
    process), so that a later :func:`link` does not pay for reading them. ``kg build``
    calls it in a background thread while the extraction workers run.

    Raises:
        kg.vocab.VocabError: a shipped vocabulary file is missing or unreadable.
    """
    cso_topics()
    pwc_methods()
    pwc_tasks()


def needed_terms(terms: dict[str, ExternalTerm], iris: Iterable[str]) -> set[str]:
    """The external terms that matches to ``iris`` need: each IRI of ``iris`` that is a term of
    ``terms``, and the ``broader`` chain of each (a depth-first walk; IRIs not in ``terms`` are
    skipped, and so is the chain above them).

    Args:
        terms: the external terms by IRI (:class:`kg.records.ExternalTerm`).
        iris: the matched IRIs (any order, repeats allowed).
    Returns:
        the set of needed IRIs, all keys of ``terms``.
    """
    needed: set[str] = set()
    stack = list(iris)
    while stack:
        iri = stack.pop()
        if iri in needed or iri not in terms:
            continue
        needed.add(iri)
        stack.extend(terms[iri].broader)
    return needed


def link_with_stats(entities: Iterable[Entity]) -> tuple[dict[str, ExternalTerm], LinkStats]:
    """Like :func:`link`, and also return :class:`LinkStats` counts."""
    entities = list(entities)
    linker = _Linker(_ambiguous_short_forms(entities))
    n = linked = 0
    counts = {"cso_exact": 0, "cso_close": 0, "cso_broad": 0, "pwc_exact": 0, "pwc_close": 0, "pwc_broad": 0}
    matches = [linker.match(entity) for entity in entities]
    _one_type_per_exact_match(entities, matches, linker.terms, linker.why)
    _refuse_other_senses(entities, matches, linker)
    _demote_unshown_senses(entities, matches, linker)
    for entity, (exact, close, broad, how) in zip(entities, matches):
        n += 1
        exact_all = set(entity.exact_matches) | exact
        entity.exact_matches = sorted(exact_all)
        close_all = (set(entity.close_matches) | close) - exact_all
        entity.close_matches = sorted(close_all)
        entity.broad_matches = sorted((set(entity.broad_matches) | broad) - exact_all - close_all)
        support = dict(entity.match_support)
        for iri in sorted(exact | close | broad):
            why = linker.why.get((entity.key, iri))
            if why is not None and iri not in support:
                support[iri] = why
        entity.match_support = support
        if exact or close or broad:
            linked += 1
        for name, value in how.items():
            counts[name] += value
    # terms that only a refused match needed (:func:`_refuse_other_senses`) are left out
    needed = needed_terms(linker.terms, (iri for exact, close, broad, _ in matches for iri in exact | close | broad))
    terms = {iri: linker.terms[iri] for iri in sorted(needed)}
    stats = LinkStats(entities=n, linked=linked, terms=len(terms), **counts)
    return terms, stats


#: Which entity type keeps ``skos:exactMatch`` to a term that entities of several types
#: match exactly, by the term's vocabulary: a PwC method is a Method, a PwC task a Task; a
#: CSO topic goes to the type with the most papers, ties in this order.
_EXACT_TYPE_ORDER = {"pwc_method": ("Method",), "pwc_task": ("Task",),
                     "cso": ("Task", "Method", "Dataset", "Metric")}


def _one_type_per_exact_match(entities: list[Entity],
                              matches: list[tuple[set[str], set[str], set[str], dict[str, int]]],
                              terms: dict[str, ExternalTerm],
                              why: Optional[dict[tuple[str, str], tuple[str, str]]] = None) -> None:
    """Keep an external term the ``skos:exactMatch`` of entities of ONE type (in place).

    ``skos:exactMatch`` is transitive (SKOS section 10.6.1), so a CSO topic matched
    exactly by the Method "federated learning" and by the Task "federated learning" would
    make the two nodes one concept to any reasoner, while PaperKG keeps type as part of
    identity. One type keeps the exact match: the term's own kind for Papers with Code
    (a PwC method -> the Method), and for a CSO topic (a research area, either reading)
    the type whose entities with that match have the most papers, ties by
    :data:`_EXACT_TYPE_ORDER`. The others get ``skos:closeMatch`` (not transitive), and
    their counts in ``how`` move with it.

    Args:
        entities: the entities, in the order of ``matches``.
        matches: ``(exact, close, broad, how)`` of :meth:`_Linker.match` per entity.
        terms: the linker's terms by IRI (their ``source`` and IRI tell the vocabulary).
        why: the linker's (entity key, IRI) -> (rule, name) record; a moved match's rule gets
            the suffix ``-other-kind`` (:func:`match_confidence`).
    """
    papers_of: dict[str, dict[str, int]] = {}
    for entity, (exact, _, _, _) in zip(entities, matches):
        for iri in exact:
            by_type = papers_of.setdefault(iri, {})
            by_type[entity.type] = by_type.get(entity.type, 0) + len(entity.papers)
    keep: dict[str, str] = {}
    for iri, by_type in papers_of.items():
        if len(by_type) < 2:
            continue
        vocab = "cso" if terms[iri].source == "cso" else ("pwc_task" if "/task/" in iri else "pwc_method")
        order = _EXACT_TYPE_ORDER[vocab]

        def rank(t: str) -> tuple[int, int, str]:
            return (-by_type[t] if vocab == "cso" else 0, order.index(t) if t in order else len(order), t)

        keep[iri] = min(by_type, key=rank)
    if not keep:
        return
    for entity, (exact, close, _, how) in zip(entities, matches):
        for iri in sorted(exact):
            if iri in keep and entity.type != keep[iri]:
                exact.discard(iri)
                close.add(iri)
                if why is not None and (entity.key, iri) in why:
                    rule, name = why[(entity.key, iri)]
                    why[(entity.key, iri)] = (f"{rule}-other-kind", name)
                src = "cso" if terms[iri].source == "cso" else "pwc"
                how[f"{src}_exact"] = int(any((terms[i].source == "cso") == (src == "cso") for i in exact))
                how[f"{src}_close"] = 1


# --------------------------------------------------------------------------- per-sense evidence

#: Function words that never carry a sense (besides :data:`MODIFIERS`).
_FUNCTION_WORDS = frozenset({"and", "or", "for", "with", "from", "via", "using", "in", "on", "by",
                             "at", "as", "into", "under", "over", "between"})

#: A one-word CSO topic outside the AI/ML branches, reached by dropping words, stays linked
#: only when at least this share of the build's entities so linked to it show evidence of
#: its sense (:func:`_cso_sense_refused`).
_CSO_SENSE_SHARE = 0.3


def _name_words(text: str) -> tuple[str, ...]:
    """Normalised words of a name without its parenthesised parts."""
    return tuple(_normalise(_PAREN.sub("", text)).split())


@lru_cache(maxsize=1)
def _pwc_by_iri() -> dict[str, PwcMethod | PwcTask]:
    """Papers with Code methods and tasks by IRI."""
    out: dict[str, PwcMethod | PwcTask] = {}
    for rec in (*pwc_methods().values(), *pwc_tasks().values()):
        out.setdefault(rec.iri, rec)
    return out


@lru_cache(maxsize=1)
def _pwc_tasks_by_word() -> dict[str, tuple[PwcTask, ...]]:
    """PwC tasks by each normalised word of their names (parenthesised parts removed)."""
    index: dict[str, dict[str, PwcTask]] = {}
    for task in pwc_tasks().values():
        for word in set(_name_words(task.name)):
            index.setdefault(word, {})[task.iri] = task
    return {w: tuple(by_iri[i] for i in sorted(by_iri)) for w, by_iri in index.items()}


@lru_cache(maxsize=None)
def _pwc_task_ancestors(iri: str) -> frozenset[str]:
    """IRIs of the parent chain of a PwC task (cycle-safe)."""
    task = _pwc_by_iri().get(iri)
    out: set[str] = set()
    tasks = pwc_tasks()
    while isinstance(task, PwcTask) and task.parent:
        parent = tasks.get(_normalise(task.parent))
        if parent is None or parent.iri in out or parent.iri == iri:
            break
        out.add(parent.iri)
        task = parent
    return frozenset(out)


@lru_cache(maxsize=None)
def _other_senses(iri: str, word: str) -> tuple[PwcTask, ...]:
    """PwC tasks that read the words of task ``iri`` in another sense together with ``word``:
    their names hold every word of its name and ``word``, they have research areas and none
    of its areas, and they are not under it in PwC's task hierarchy ("Image-to-Image
    Translation", Computer Vision, for "Translation", Natural Language Processing, with
    "image")."""
    task = _pwc_by_iri().get(iri)
    if not isinstance(task, PwcTask) or not task.areas:
        return ()
    head = set(_name_words(task.name))
    return tuple(other for other in _pwc_tasks_by_word().get(word, ())
                 if other.iri != iri and other.areas and head <= set(_name_words(other.name))
                 and set(other.areas).isdisjoint(task.areas) and iri not in _pwc_task_ancestors(other.iri))


def _pwc_sense_refused(iri: str, dropped: tuple[str, ...], context_areas: set[str],
                       context_words: set[str]) -> bool:
    """Is the PwC task ``iri``, a broad match reached by dropping ``dropped`` (in order) from
    an entity's name, another sense of the words than the entity's?

    The evidence is Papers with Code's own: tasks of other research areas whose names hold
    the task's words and a word of the entity (:func:`_other_senses`). Refused when (1) the
    dropped word next to the head, read with the head as a phrase ("image translation"), is
    in at least two differently named such tasks (all of them in other areas: an image
    translation is an Image-to-Image Translation, not the language task "Translation"), or
    (2) the PwC terms that the entity's papers link otherwise share no research area with
    the task (``context_areas``), and a dropped word or a word of another name of those
    papers (``context_words``) is in such a task of one of those areas ("unsupervised domain
    translation" among Computer Vision links, with "Unsupervised Image-To-Image Translation").
    No evidence (no such task; no context) keeps the link.

    Args:
        iri: the PwC task's IRI (a PwC method is never refused: their areas are too coarse).
        dropped: the normalised words before the matched head, in order.
        context_areas: research areas of the PwC terms other entities of the entity's papers
            match exactly or closely (``"General"`` left out).
        context_words: normalised words of the names of those entities and of the entity.
    Returns:
        True to drop the broad match.
    """
    task = _pwc_by_iri().get(iri)
    if not isinstance(task, PwcTask) or not task.areas or not dropped:
        return False
    head_words = _name_words(task.name)
    head = set(head_words)
    last = dropped[-1]
    if last not in head and last not in MODIFIERS and last not in _FUNCTION_WORDS:
        phrase = f" {last} {' '.join(head_words)} "
        names = {_name_words(t.name) for t in _other_senses(iri, last)
                 if phrase in f" {' '.join(_name_words(t.name))} "}
        if len(names) >= 2:
            return True
    if not context_areas or not context_areas.isdisjoint(task.areas):
        return False
    for word in sorted((set(dropped) | context_words) - head - MODIFIERS - _FUNCTION_WORDS):
        if any(not context_areas.isdisjoint(t.areas) for t in _other_senses(iri, word)):
            return True
    return False


@lru_cache(maxsize=1)
def _cso_children() -> dict[str, frozenset[str]]:
    """CSO topic label -> labels of its direct narrower topics."""
    kids: dict[str, set[str]] = {}
    for topic in cso_topics().values():
        for parent in topic.broader:
            if parent != topic.label:
                kids.setdefault(parent, set()).add(topic.label)
    return {k: frozenset(v) for k, v in kids.items()}


def _cso_root(label: str) -> bool:
    """A CSO topic with no broader topic (a discipline: "computer science", "engineering")."""
    topic = cso_topic(label)
    return topic is not None and not topic.broader


@lru_cache(maxsize=None)
def _cso_branch(label: str) -> frozenset[str]:
    """A CSO topic and its ancestors, roots left out (every topic shares those)."""
    return frozenset(x for x in (label, *cso_ancestors(label)) if not _cso_root(x))


@lru_cache(maxsize=None)
def _cso_sense_words(label: str) -> frozenset[str]:
    """Words of a CSO topic's neighbourhood, which tell its sense: the labels of its broader
    topics, its narrower topics and its siblings under a broader topic that is not a root
    (normalised words of 4 letters or more, not the topic's own, not generic)."""
    topic = cso_topic(label)
    if topic is None:
        return frozenset()
    kids = _cso_children()
    labels = set(topic.broader) | kids.get(label, frozenset())
    for parent in topic.broader:
        if not _cso_root(parent):
            labels |= kids.get(parent, frozenset())
    own = set(_normalise(label).split())
    words = {w for lab in labels for w in _normalise(lab).split()}
    return frozenset(w for w in words - own if len(w) > 3 and w not in GENERIC and w not in MODIFIERS)


@lru_cache(maxsize=None)
def _cso_near_branch(label: str) -> frozenset[str]:
    """A CSO topic and its direct broader topics, roots left out: another topic of an entity's
    papers under one of these is evidence of the topic's sense (:func:`_cso_sense_refused`);
    one under a distant ancestor ("computer systems", above 4,967 topics, among them both
    "multiplexing" and "language model") is not. (Before session 52 any shared ancestor below
    a root counted: a paper linking "language model" showed the sense of telecoms'
    "multiplexing". On 3,300 corpus abstracts (300 + 2,000 NeurIPS 2023, 1,000 ICML 2024) this
    removed 6 links: 4 wrong (PID control's "tuning method" twice, "speaker model" for a
    multi-speaker TTS model, circuits' "multiplication" for multi-digit arithmetic), 1 doubtful
    ("obfuscation"), 1 right ("cross-domain image retrieval methods" -> "retrieval methods").)"""
    topic = cso_topic(label)
    near = {label, *(topic.broader if topic else ())}
    return frozenset(x for x in near if not _cso_root(x))


@lru_cache(maxsize=None)
def _cso_sense_open(label: str) -> bool:
    """A CSO topic whose sense a linked name does not fix: one word (no space or hyphen) and
    under none of the AI/ML branches (:data:`_CSO_ML_BRANCHES`)."""
    if " " in label or "-" in label:
        return False
    return {label, *cso_ancestors(label)}.isdisjoint(_CSO_ML_BRANCHES)


@lru_cache(maxsize=None)
def _cso_head_sense_open(label: str) -> bool:
    """A two-word CSO topic "<word> <generic head>" (:data:`_GENERIC_HEADS`: "feature
    models", "tuning method", "reduction algorithms") under none of the AI/ML branches: its
    one word carries the sense as a one-word topic's does, so a broad match reached by
    dropping words other than modifiers ("random feature models" -> the software-product-line
    "feature models", "visual prompt tuning" -> the PID-control "tuning method") is
    sense-checked like :func:`_cso_sense_open` topics. A word that is a CSO topic of its own
    ("optimization", "visualization") has the sense CSO gives it, so "optimization method"
    is not open."""
    words = _normalise(label).split()
    return (len(words) == 2 and words[1] in _GENERIC_HEADS and words[0] not in cso_topics()
            and {label, *cso_ancestors(label)}.isdisjoint(_CSO_ML_BRANCHES | _CSO_NLP_BRANCHES))


#: CSO branches of language technology that :func:`_cso_head_sense_open` reads as ML's too:
#: "language model" (under computational linguistics and speech recognition) is the ML term
#: that "vision-language models" and "multimodal large language models" roll up to.
_CSO_NLP_BRANCHES = frozenset({"computational linguistics"})


#: Normalised heads that say only what kind of thing a CSO topic is ("matching methods",
#: "feature models"): its one other word carries the sense (:func:`_cso_sense_open`).
_GENERIC_HEADS = frozenset({"method", "model", "algorithm", "technique", "approach", "system", "scheme",
                            "framework", "tool", "procedure", "problem"})


def _cso_sense_refused(uses: list[tuple[set[str], set[str]]], label: str) -> bool:
    """Is the one-word CSO topic ``label`` (:func:`_cso_sense_open`), reached by dropping words
    from the names of some of the build's entities, another sense of its word than theirs?

    Each use (one entity) shows evidence of the topic's sense when a word of the topic's
    neighbourhood (:func:`_cso_sense_words`: "planar", "graph" for CSO's graph-theory
    "embeddings") is a word of the entity's names or of other names of its papers, or when
    another CSO topic that its papers link is under the topic or one of its direct broader
    topics (:func:`_cso_near_branch`; since session 52, any shared ancestor before).
    The build's uses of a word mostly share one sense, so the evidence is pooled: the topic
    is refused when fewer than :data:`_CSO_SENSE_SHARE` of its uses show any. On neurips2023
    + iclr2024 this refused "embeddings" (4 of 35 uses with evidence, all by chance) but kept
    "recommendation" (12 of 23: "recommender", "collaborative filtering" in the papers).

    Args:
        uses: per entity, (its context words: normalised words of its names and of the other
            names of its papers; the CSO topics other entities of its papers link).
        label: the CSO label.
    Returns:
        True to drop the topic from those entities' close and broad matches.
    """
    sense = _cso_sense_words(label)
    branch = _cso_near_branch(label)
    shown = sum(bool(sense & words) or any(branch & _cso_branch(t) for t in topics - {label})
                for words, topics in uses)
    return shown < _CSO_SENSE_SHARE * len(uses)


def _refuse_other_senses(entities: list[Entity],
                         matches: list[tuple[set[str], set[str], set[str], dict[str, int]]],
                         linker: "_Linker") -> None:
    """Drop close and broad matches reached by dropping words whose vocabulary term reads
    the remaining words in another sense than the entity's papers (in place): PwC tasks by
    :func:`_pwc_sense_refused`, one-word CSO topics outside the AI/ML branches by
    :func:`_cso_sense_refused`. Exact matches are kept.

    Args:
        entities: the entities, in the order of ``matches``.
        matches: ``(exact, close, broad, how)`` of :meth:`_Linker.match` per entity.
        linker: the linker that made them (its ``cso_weak`` and ``pwc_broad`` records).
    """
    if not linker.cso_weak and not linker.pwc_broad:
        return
    by_iri = _pwc_by_iri()
    words_of: dict[str, set[str]] = {}
    paper_entities: dict[str, list[int]] = {}
    paper_cso: dict[str, set[str]] = {}
    for n, (entity, (exact, close, broad, _)) in enumerate(zip(entities, matches)):
        words_of[entity.key] = {w for name in (entity.label, *entity.alt_labels)
                                for w in _normalise(name).split()}
        topics = {linker.terms[i].label for i in exact | close | broad
                  if i in linker.terms and linker.terms[i].source == "cso"}
        for paper in entity.papers:
            paper_entities.setdefault(paper, []).append(n)
            if topics:
                paper_cso.setdefault(paper, set()).update(topics)

    def context(n: int) -> tuple[set[str], set[str], set[str]]:
        """(words, PwC areas, CSO topics) of entity n's papers, other entities' and its own words."""
        entity = entities[n]
        words = set(words_of[entity.key])
        areas: set[str] = set()
        topics: set[str] = set()
        for paper in entity.papers:
            topics |= paper_cso.get(paper, set())
            for m in paper_entities.get(paper, ()):
                if m == n:
                    continue
                words |= words_of[entities[m].key]
                exact, close, _, _ = matches[m]
                for iri in exact | close:
                    rec = by_iri.get(iri)
                    if rec is not None:
                        areas.update(a for a in rec.areas if a != "General")
        return words, areas, topics

    index = {entity.key: n for n, entity in enumerate(entities)}
    for key, (iri, dropped) in sorted(linker.pwc_broad.items()):
        n = index.get(key)
        if n is None or iri not in matches[n][2]:
            continue
        words, areas, _ = context(n)
        if _pwc_sense_refused(iri, dropped, areas, words - set(_name_words(by_iri[iri].name))):
            matches[n][2].discard(iri)
            matches[n][3]["pwc_broad"] = 0
    uses: dict[str, list[tuple[int, set[str], set[str]]]] = {}
    for key, (label, dropped) in sorted(linker.cso_weak.items()):
        n = index.get(key)
        if n is None:
            continue
        if not _cso_sense_open(label) and not (
                _cso_head_sense_open(label) and cso_iri(label) in matches[n][2]
                and any(w not in MODIFIERS for w in dropped)):
            continue
        words, _, topics = context(n)
        uses.setdefault(label, []).append((n, words, topics))
    for label, group in sorted(uses.items()):
        if not _cso_sense_refused([(w, t) for _, w, t in group], label):
            continue
        iri = cso_iri(label)
        for n, _, _ in group:
            _, close, broad, how = matches[n]
            if iri in close:
                close.discard(iri)
                how["cso_close"] = 0
            if iri in broad:
                broad.discard(iri)
                how["cso_broad"] = 0


#: A one-word CSO topic that a one-word lower-case name matches exactly stays an exact match
#: only when at least this share of the entity's papers show the sense its CSO broader topics
#: give it (:func:`_demote_unshown_senses`).
_CSO_EXACT_SENSE_SHARE = 0.3


#: CSO branches whose topics read words in machine learning's sense: a one-word topic with a
#: direct broader topic in one of them ("boosting" under "adaboost", under "machine learning")
#: names what ML papers name by the word (:func:`_cso_sense_parents`). "artificial
#: intelligence" and "computer vision" of :data:`_CSO_ML_BRANCHES` are left out: they also hold
#: the classic senses that ML words share, simulated annealing and fuzzy rules, image
#: reconstruction and image compression.
_CSO_ML_SENSE_BRANCHES = _CSO_ML_BRANCHES - {"artificial intelligence", "computer vision"}


@lru_cache(maxsize=None)
def _cso_sense_parents(label: str) -> tuple[frozenset[str], ...]:
    """The sense-giving broader topics of a one-word CSO topic, as the content words of each
    one's label (its parenthesised parts, the topic's own words, function words and
    words of fewer than 4 letters left out): ``"regularization"`` under ``"image
    reconstruction"`` gives ``({"image"},)``. Roots ("linguistics") give no sense. Empty for a
    topic under none of the AI/ML branches (:data:`_CSO_ML_BRANCHES`): a field ML papers name
    as an application ("recommendation", "logistics") is that field; empty too when a direct
    broader topic is in a branch of :data:`_CSO_ML_SENSE_BRANCHES` ("clustering" under
    "data mining", "boosting" under "adaboost": ML's own sense) or every one is a root
    ("optimization" under "mathematics": the general sense): nothing to show then."""
    topic = cso_topic(label)
    parents = [b for b in (topic.broader if topic else ()) if b != label and not _cso_root(b)]
    if (not parents or {label, *cso_ancestors(label)}.isdisjoint(_CSO_ML_BRANCHES)
            or any(not _CSO_ML_SENSE_BRANCHES.isdisjoint({b, *cso_ancestors(b)}) for b in parents)):
        return ()
    own = set(_name_words(label))
    out = []
    for parent in parents:
        words = frozenset(w for w in _name_words(parent)
                          if w not in own and len(w) > 3 and w not in _FUNCTION_WORDS)
        if words and words not in out:
            out.append(words)
    return tuple(out)


def _demote_unshown_senses(entities: list[Entity],
                           matches: list[tuple[set[str], set[str], set[str], dict[str, int]]],
                           linker: "_Linker") -> None:
    """Make a one-word CSO exact match a close one where the entity's papers do not show the
    sense CSO files the topic under (in place; since session 59).

    CSO files many one-word topics under one specific topic that fixes their sense:
    "annealing" under "simulated annealing", "regularization" under "image reconstruction",
    "quantization" under "image compression" and "signal processing". A one-word,
    lower-case name of an ML paper ("annealing" of a noise schedule, "quantization" of a
    network's weights) names the word, not necessarily that sense, and ``skos:exactMatch``
    (transitive) would claim it. Such a match (the topic one word; the entity's matching name
    one lower-case word, so "Java" or "Python", names, are not checked) stays exact only when
    at least :data:`_CSO_EXACT_SENSE_SHARE` of the entity's papers show the sense: every
    content word of a sense-giving broader topic (:func:`_cso_sense_parents`) is a word of
    the names of the paper's entities, or another CSO topic that the paper's entities link
    is that broader topic or directly under it (:func:`_cso_near_branch`; a distant ancestor,
    "signal processing" above "language model", shows nothing). Otherwise it becomes
    ``skos:closeMatch`` (the same word, a related sense) and its rule gets the suffix
    ``-sense-unshown`` (:data:`RULE_SUFFIXES`). Topics directly under a root or an AI/ML
    branch ("clustering" under "data mining") are not checked.

    Args:
        entities: the entities, in the order of ``matches``.
        matches: ``(exact, close, broad, how)`` of :meth:`_Linker.match` per entity.
        linker: the linker that made them (its ``terms`` and ``why`` records; ``why`` is updated).
    """
    words_of: dict[str, set[str]] = {}
    paper_entities: dict[str, list[int]] = {}
    for n, (entity, (exact, close, broad, _)) in enumerate(zip(entities, matches)):
        for paper in entity.papers:
            paper_entities.setdefault(paper, []).append(n)
    checked = []
    for n, (entity, (exact, _, _, _)) in enumerate(zip(entities, matches)):
        for iri in sorted(exact):
            term = linker.terms.get(iri)
            if term is None or term.source != "cso" or " " in term.label or "-" in term.label:
                continue
            rule, name = linker.why.get((entity.key, iri), ("", ""))
            name = _PAREN.sub("", name).strip()
            if not name or " " in name or "-" in name or name != name.lower():
                continue
            parents = _cso_sense_parents(term.label)
            if parents:
                checked.append((n, iri, term.label, parents))
    if not checked:
        return

    def words(m: int) -> set[str]:
        key = entities[m].key
        if key not in words_of:
            words_of[key] = {w for lab in (entities[m].label, *entities[m].alt_labels) for w in _name_words(lab)}
        return words_of[key]

    for n, iri, label, parents in checked:
        entity = entities[n]
        papers = sorted(entity.papers)
        shown = 0
        for paper in papers:
            others = paper_entities.get(paper, [])
            paper_words = set().union(*(words(m) for m in others)) if others else set()
            topics = {linker.terms[i].label for m in others if m != n
                      for i in matches[m][0] | matches[m][1] | matches[m][2]
                      if i in linker.terms and linker.terms[i].source == "cso" and i != iri}
            parent_labels = [b for b in cso_topic(label).broader if not _cso_root(b)]
            if (any(p <= paper_words for p in parents)
                    or any(not set(parent_labels).isdisjoint(_cso_near_branch(t)) for t in topics)):
                shown += 1
        if not papers or shown >= _CSO_EXACT_SENSE_SHARE * len(papers):
            continue
        exact, close, _, how = matches[n]
        exact.discard(iri)
        close.add(iri)
        key = (entity.key, iri)
        if key in linker.why:
            rule, name = linker.why[key]
            linker.why[key] = (f"{rule}-sense-unshown", name)
        how["cso_exact"] = int(any(linker.terms[i].source == "cso" for i in exact if i in linker.terms))
        how["cso_close"] = 1


def link(entities: Iterable[Entity]) -> dict[str, ExternalTerm]:
    """Match entities against CSO topics and Papers with Code methods/tasks.

    Args:
        entities: resolved entities (types Method, Task, Dataset, Metric). Each is
            updated IN PLACE: matched IRIs are merged into ``entity.exact_matches`` and
            ``entity.close_matches`` (both sorted, no IRI in both; IRIs already present,
            e.g. from Wikidata, are kept).

    Returns:
        ``{iri: ExternalTerm}`` sorted by IRI: every term an entity points to, plus
        every CSO topic on a broader chain of a matched topic (``broader`` holds direct
        broader IRIs) and every parent of a matched PwC task. Deterministic.

    Raises:
        kg.vocab.VocabError: a shipped vocabulary file is missing or unreadable.

    The matching rules are described in the module docstring.
    """
    return link_with_stats(entities)[0]
