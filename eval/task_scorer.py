"""Learned scorer for task mentions: candidates, general features, logistic regression.

The task rules (:mod:`kg.extract.roles_tasks`, :mod:`kg.extract.roles_title`,
:mod:`kg.extract.roles_main`) are precise but miss many tasks. This module re-decides
the task mentions of one abstract from a wider candidate set with two logistic
regressions over general features (no word of any particular abstract):

* **candidates** (:func:`task_candidates`): every noun phrase of ``paperkg_np``
  (:mod:`kg.extract.chunks`), every suffix of it that starts at a word boundary
  after its leading modifiers ("robust image classification" also gives "image
  classification" and "classification"), and every task candidate of the rules (with
  its rule name and evidence tags). Mentions with the same normalised key
  (:func:`kg.vocab.normalise`) form one candidate.
* **features** (:data:`FEATURE_DOC`): the rules' verdict (kept as a task, chosen as
  main task, rule family, evidence tags), the head noun's class
  (:data:`kg.extract.lexicon.TASK_HEADS`, method heads, nominalisation suffix, generic
  noun), membership in the Papers with Code task / method lists and the CSO topics
  (:mod:`kg.vocab`), cue words before and after a mention ("for", "in", "study",
  "tasks", "problem", "such as"), sentence position, contribution sentence, number
  of mentions, title occurrence, length, capitalisation, overlap with a proposed
  name, dataset or metric; optionally the entity type a SciERC-trained tagger gives
  the phrase (:mod:`kg.extract.scierc`) and the noun phrases of the parsed title.
* **scoring** (:class:`TaskScorer`): ``p = sigmoid(b + sum_i w_i x_i)`` with the
  coefficients of a JSON file (written by ``eval/train_task_scorer.py``); one model
  decides which candidates are tasks, a second ranks them for the main task. Plain Python at run time: scikit-learn is only
  needed to train.

The method is supervised key-phrase extraction as candidate classification
(Turney, P. D. (2000), "Learning algorithms for keyphrase extraction", Information
Retrieval 2(4); Hulth, A. (2003), "Improved automatic keyword extraction given more
linguistic knowledge", EMNLP), with a logistic regression (Cox, D. R. (1958), "The
regression analysis of binary sequences", JRSS B 20(2)).

Status: an EXPERIMENT, not part of the extraction pipeline, and not in the package: it
lives in ``eval/`` next to its training script (it was ``kg/extract/task_scorer.py`` until
2026-11-30). In leave-one-set-out evaluation over the development gold files, with today's rules and with rules
that never saw the held-out set, and on the blind sets dev8 (session 6) and dev13 (session 12: task
F1 0.574 vs the rules' 0.562, main task 9/25 vs 8/25), it does not beat the rules by the margin required to ship (see the
section "Learned task scorer (experiment, not shipped)" of eval/README.md), so
:class:`kg.extract.roles.RoleTagger` does not call it. ``eval/train_task_scorer.py``
trains and evaluates it.
"""
from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Optional, Sequence

from kg.extract import lexicon as L
from kg.extract.chunks import SPANS_KEY as NP_KEY
from kg.extract.chunks import noun_phrases
from kg.extract.tokens import token_table

#: Where ``eval/train_task_scorer.py train`` writes the coefficients (feature names,
#: weights, bias, threshold); an experiment artefact, not package data.
MODEL_PATH = Path(__file__).resolve().parent / "task_scorer.json"

#: Longest candidate, in words.
MAX_WORDS = 7
_NOMINAL_RE = re.compile(L.NOMINAL_SUFFIX_RE)
_TASK_WORDS = frozenset("task tasks problem problems setting settings challenge challenges".split())
_METHODISH_NEXT = frozenset("method methods model models approach approaches framework frameworks "
                            "algorithm algorithms system systems technique techniques".split())
_COPULA = frozenset("is are was were remains remain has have".split())
_AIM_WORDS = frozenset("aims aim seeks seek refers refer".split())
_SOLVE_VERBS = frozenset("solve solves solving tackle tackles tackling address addresses addressing "
                         "improve improves improving enable enables enabling".split())
_PREV_WORDS = ("for", "in", "on", "of", "to", "and", "via", "with", "by")
_DETERMINERS = frozenset("a an".split())
_DEFINITE = frozenset("the this these".split())

#: Feature names and what they mean (the JSON model lists the names it was trained on;
#: a name missing from a model has weight 0). Besides these: ``rule_<rule>`` (a task
#: rule of that name, without its ``+acronym`` suffix, proposed a mention of the key)
#: and ``tag_<tag>`` for the evidence tags of :data:`TAG_FEATURES`.
FEATURE_DOC: dict[str, str] = {
    "rule_kept": "the rules report this key as a task",
    "rule_main": "the rules choose this key as the main task",
    "rule_cand": "some task rule proposed a mention with this key",
    "rule_score": "roles_main evidence weight of the rules' tags (sum, / 10)",
    "np_full": "some mention is a whole paperkg_np noun phrase",
    "np_suffix_only": "every mention is a proper suffix of a noun phrase",
    "extends_rule_task": "a task the rules kept is a proper word suffix of this key",
    "suffix_of_rule_task": "this key is a proper word suffix of a task the rules kept",
    "n1": "one word", "n2": "two words", "n3": "three words", "n4plus": "four or more words",
    "head_task": "head word in lexicon.TASK_HEADS",
    "head_method": "head word in lexicon.METHOD_HEADS",
    "head_weak_method": "head word in lexicon.WEAK_METHOD_HEADS",
    "head_nominal": "head word has a nominalisation suffix (-tion, -ment, -ing, ...)",
    "head_non_task_nominal": "head word in lexicon.NON_TASK_NOMINALS",
    "head_gerund": "head word ends in -ing",
    "head_generic": "head word in lexicon.GENERIC_NOUNS",
    "head_metric": "head word in lexicon.METRIC_WORDS",
    "head_task_word": "head word is task/problem/setting/challenge",
    "generic_key": "the whole key is in lexicon.GENERIC_NOUNS",
    "field": "the key is a research field (lexicon.FIELDS)",
    "pwc_task": "the key is a Papers with Code task",
    "pwc_task_suffix": "a proper word suffix of the key is a Papers with Code task",
    "pwc_method": "the key is a Papers with Code method",
    "cso": "the key is a CSO topic",
    "title": "the key occurs in the title",
    "title_head": "the key's head word occurs in the title",
    "count2": "two mentions", "count3plus": "three or more mentions",
    "sent0": "a mention in the first sentence",
    "sent1": "a mention in the second sentence",
    "sent_last": "a mention in the last sentence",
    "proposal_sent": "a mention in a contribution sentence",
    "first_pos": "relative character position of the first mention (0..1)",
    "prev_for": "'for' before a mention", "prev_in": "'in' before a mention",
    "prev_on": "'on' before a mention", "prev_of": "'of' before a mention",
    "prev_to": "'to' before a mention", "prev_and": "'and' before a mention",
    "prev_via": "'via' before", "prev_with": "'with' before", "prev_by": "'by' before",
    "prev_study": "a study verb (lexicon.STUDY_VERBS) before a mention (up to 2 words)",
    "prev_solve": "solve / tackle / address / improve / enable before a mention",
    "prev_such_as": "'such as' / 'e.g.' / 'including' before a mention",
    "prev_indef": "'a' / 'an' right before a mention",
    "prev_def": "'the' / 'this' / 'these' right before a mention",
    "prev_problem_of": "'problem of' / 'task of' / 'field of' before a mention",
    "next_task_word": "'task(s)' / 'problem(s)' / 'setting(s)' after a mention",
    "next_method_word": "'method(s)' / 'model(s)' / 'framework(s)' ... after a mention",
    "next_copula": "'is' / 'are' / 'remains' / 'has' after a mention",
    "next_aims": "'aims' / 'seeks' / 'refers' after a mention",
    "sent_start": "a mention opens its sentence",
    "in_parens": "a mention is inside parentheses",
    "capitalised": "a mention has a capitalised word that does not open the sentence",
    "has_upper_inner": "an upper-case letter after the first character of a word (acronym-like)",
    "has_digit": "a digit in the key",
    "acronym_pair": "the key is one side of an acronym definition of the text",
    "proposed": "overlaps a proposed method / benchmark name",
    "dataset": "overlaps a dataset mention candidate",
    "metric": "overlaps a metric mention candidate",
    "method": "overlaps a method (used/compared) mention candidate",
    "title_np": "the key is a noun phrase of the title (leading modifiers of NP_STRIP_LEFT removed)",
    "title_np_suffix": "the key is a proper word suffix of a noun phrase of the title",
    "title_np_purpose": "the key is a title noun phrase after for / in / towards / on / of",
    "scierc_task": "the key is a Task span of the SciERC tagger (leading determiners removed)",
    "scierc_task_suffix": "the key is a proper word suffix of a SciERC Task span",
    "scierc_task_extends": "a SciERC Task span is a proper word suffix of the key",
    "scierc_method": "the key is a Method span of the SciERC tagger",
    "scierc_material_metric": "the key is a Material or Metric span of the SciERC tagger",
}
#: Rule evidence tags that become features ``tag_<name>``.
TAG_FEATURES = ("aims", "named-problem", "purpose", "appositive", "descriptor", "study", "opening",
                "purpose-clause", "opening-subject", "title", "title-purpose", "title-means",
                "main-sentence", "result", "in-opening", "framed", "gazetteer", "for",
                "evaluation-suite", "example", "subject", "prep", "trailer")


@dataclass
class TaskCandidate:
    """One candidate task of an abstract (all mentions of one normalised key).

    Attributes:
        key: normalised key (:func:`kg.vocab.normalise`).
        text: surface text of the first mention.
        start: character offset of the first mention (into the Doc's text).
        end: end offset of the first mention.
        sent: sentence index of the first mention.
        features: feature name -> value (binary or in [0, 1]); absent means 0.
    """

    key: str
    text: str
    start: int
    end: int
    sent: int
    features: dict = field(default_factory=dict)


@lru_cache(maxsize=1 << 16)
def _norm(s: str) -> str:
    """:func:`kg.vocab.normalise`, memoised (the same phrases recur across abstracts)."""
    from kg.vocab import normalise
    return normalise(s)


@lru_cache(maxsize=1)
def _vocab_keys() -> tuple[frozenset, frozenset, frozenset]:
    """Normalised Papers with Code task names, method names and CSO topic labels."""
    from kg import vocab
    return (frozenset(_norm(n) for n in vocab.task_names()), frozenset(_norm(n) for n in vocab.method_names()),
            frozenset(vocab.cso_topics()))


_LEADING_DETERMINERS = frozenset("a an the this that these those our their its".split())


def _entity_keys(text: str, spans: Sequence[tuple[int, int, str]]) -> dict[str, set[str]]:
    """Normalised keys of entity spans by type, leading determiners removed."""
    out: dict[str, set[str]] = {}
    for s, e, label in spans:
        words = text[s:e].split()
        while words and words[0].lower() in _LEADING_DETERMINERS:
            words = words[1:]
        key = _norm(" ".join(words))
        if key:
            out.setdefault(label, set()).add(key)
    return out


_TITLE_PURPOSE_CUES = frozenset("for in towards toward on of".split())


def _title_phrases(title_doc) -> tuple[set[str], set[str]]:
    """Keys of the title's noun phrases, and of those after a purpose cue ("... for T",
    "Towards T", "... in T"), leading words of :data:`kg.extract.lexicon.NP_STRIP_LEFT`
    removed."""
    nps = list(title_doc.spans[NP_KEY]) if NP_KEY in title_doc.spans else noun_phrases(title_doc)
    keys, purpose = set(), set()
    for sp in nps:
        toks = [t.text for t in sp]
        while toks and toks[0].lower() in L.NP_STRIP_LEFT:
            toks = toks[1:]
        key = _norm(" ".join(toks))
        if not key:
            continue
        keys.add(key)
        if sp.start > 0 and title_doc[sp.start - 1].lower_ in _TITLE_PURPOSE_CUES:
            purpose.add(key)
    return keys, purpose


def task_candidates(st, rule_tasks: Sequence[tuple[int, int]],
                    rule_main: Optional[tuple[int, int]],
                    scierc: Optional[Sequence[tuple[int, int, str]]] = None,
                    title_doc=None) -> list[TaskCandidate]:
    """Candidate tasks of one abstract with their features.

    Args:
        st: the per-document state of the role tagger (:class:`kg.extract.roles._State`)
            after its rule stages ran; read: ``doc`` (parsed, with ``paperkg_np`` spans
            or part-of-speech tags for :func:`kg.extract.chunks.noun_phrases`), ``cands``
            (rule candidates: char offsets, ``etype``, ``role``, ``rule``, ``tags``),
            ``acronyms`` and, when present, ``proposal_sents`` / ``main_sent``.
        rule_tasks: character spans ``(start, end)`` of the task mentions the rules keep.
        rule_main: character span of the rules' main task mention, or None.
        scierc: entity spans ``(start, end, type)`` of a SciERC-trained tagger
            (:meth:`kg.extract.scierc.SciercTagger.spans`) over the Doc's text, or None
            (then no ``scierc_*`` feature is set).
        title_doc: the paper's title parsed by the same pipeline (a :class:`spacy.tokens.Doc`
            with ``paperkg_np`` spans or part-of-speech tags), or None (then no
            ``title_np*`` feature is set).
    Returns:
        One :class:`TaskCandidate` per normalised key, sorted by first offset then key.
    """
    from kg.extract.roles_main import WEIGHTS

    pwc_task, pwc_method, cso = _vocab_keys()
    doc = st.doc
    text = doc.text
    n_chars = max(1, len(text))
    tt = token_table(doc)
    lower, words, ws = tt.lower, tt.text, tt.ws
    idx = tt.idx if hasattr(tt, "idx") else [t.idx for t in doc]  # older token tables lack it
    sents = list(doc.sents)
    n_sents = len(sents)
    tok_sent = {i: si for si, sp in enumerate(sents) for i in range(sp.start, sp.end)}
    nps = list(doc.spans[NP_KEY]) if NP_KEY in doc.spans else noun_phrases(doc)
    title = doc._.paperkg_title if doc.has_extension("paperkg_title") else None
    title_key = " " + _norm(title) + " " if isinstance(title, str) and title.strip() else ""
    title_words = set(title_key.split())

    # mentions: (start_tok, end_tok) -> info
    mentions: dict[tuple[int, int], dict] = {}

    def note(s: int, e: int, **info):
        m = mentions.setdefault((s, e), {"rules": set(), "tags": set(), "np_full": False, "np_suffix": False})
        for k, v in info.items():
            if k in ("rules", "tags"):
                m[k] |= v
            elif v:
                m[k] = True

    for sp in nps:
        s0, e0 = sp.start, sp.end
        if e0 - s0 > 12:
            continue
        note(s0, e0, np_full=True)
        for k in range(s0 + 1, e0):
            if ws[k - 1] and lower[k][:1].isalnum():  # a word boundary, not inside 'fine-tuning'
                note(k, e0, np_suffix=True)
    char_to_tok = doc.char_span
    for c in st.cands:
        if c.etype != "Task":
            continue
        sp = char_to_tok(c.start, c.end, alignment_mode="expand")
        if sp is None or not len(sp):
            continue
        note(sp.start, sp.end, rules={c.rule.split("+")[0]}, tags=set(c.tags))
    kept_spans = set()
    for s, e in rule_tasks:
        sp = char_to_tok(s, e, alignment_mode="expand")
        if sp is not None and len(sp):
            kept_spans.add((sp.start, sp.end))
            note(sp.start, sp.end)
    main_span = None
    if rule_main is not None:
        sp = char_to_tok(rule_main[0], rule_main[1], alignment_mode="expand")
        if sp is not None and len(sp):
            main_span = (sp.start, sp.end)

    # spans of other entity types, by token
    def tok_set(etypes, roles=None):
        out = set()
        for c in st.cands:
            if c.etype in etypes and (roles is None or c.role in roles):
                sp = char_to_tok(c.start, c.end, alignment_mode="expand")
                if sp is not None:
                    out.update(range(sp.start, sp.end))
        return out

    proposed_toks = tok_set({"Method", "Dataset"}, {"proposed", "benchmark"})
    dataset_toks = tok_set({"Dataset"}, {"dataset"})
    metric_toks = tok_set({"Metric"})
    method_toks = tok_set({"Method"}, {"used", "compared", "mention"})
    pair_keys = set()
    for a in st.acronyms:
        pair_keys.add(_norm(a.short))
        pair_keys.add(_norm(a.long))
    title_np, title_np_purpose = _title_phrases(title_doc) if title_doc is not None else (set(), set())
    sci = _entity_keys(text, scierc) if scierc else {}
    sci_task = sci.get("Task", set())
    sci_method = sci.get("Method", set())
    sci_other = sci.get("Material", set()) | sci.get("Metric", set())
    kept_keys = set()
    main_key = None
    by_key: dict[str, list[tuple[int, int]]] = {}
    for (s, e) in mentions:
        cs, ce = idx[s], idx[e - 1] + len(words[e - 1])
        key = _norm(text[cs:ce])
        if not key or len(key) < 2 or len(key.split()) > MAX_WORDS or not any(ch.isalpha() for ch in key):
            continue
        by_key.setdefault(key, []).append((s, e))
        if (s, e) in kept_spans:
            kept_keys.add(key)
        if (s, e) == main_span:
            main_key = key
    proposal_sents = set(getattr(st, "proposal_sents", ()) or ())
    if getattr(st, "main_sent", None) is not None:
        proposal_sents.add(st.main_sent)

    out: list[TaskCandidate] = []
    for key, spans in by_key.items():
        spans.sort()
        f: dict[str, float] = {}
        kw = key.split()
        head = kw[-1]
        n = len(kw)
        f["n1" if n == 1 else "n2" if n == 2 else "n3" if n == 3 else "n4plus"] = 1.0
        if key in kept_keys:
            f["rule_kept"] = 1.0
        if key == main_key:
            f["rule_main"] = 1.0
        if any(key.endswith(" " + k) for k in kept_keys):
            f["extends_rule_task"] = 1.0
        if any(k.endswith(" " + key) for k in kept_keys):
            f["suffix_of_rule_task"] = 1.0
        if head in L.TASK_HEADS:
            f["head_task"] = 1.0
        if head in L.METHOD_HEADS:
            f["head_method"] = 1.0
        if head in L.WEAK_METHOD_HEADS:
            f["head_weak_method"] = 1.0
        if _NOMINAL_RE.search(head):
            f["head_nominal"] = 1.0
        if head in L.NON_TASK_NOMINALS:
            f["head_non_task_nominal"] = 1.0
        if head.endswith("ing"):
            f["head_gerund"] = 1.0
        if head in L.GENERIC_NOUNS:
            f["head_generic"] = 1.0
        if head in L.METRIC_WORDS:
            f["head_metric"] = 1.0
        if head in _TASK_WORDS:
            f["head_task_word"] = 1.0
        if key in L.GENERIC_NOUNS:
            f["generic_key"] = 1.0
        if key in L.FIELDS:
            f["field"] = 1.0
        if key in pwc_task:
            f["pwc_task"] = 1.0
        if any(" ".join(kw[i:]) in pwc_task for i in range(1, n)):
            f["pwc_task_suffix"] = 1.0
        if key in pwc_method:
            f["pwc_method"] = 1.0
        if key in cso:
            f["cso"] = 1.0
        if title_key and (" " + key + " ") in title_key:
            f["title"] = 1.0
        if head in title_words:
            f["title_head"] = 1.0
        if len(spans) == 2:
            f["count2"] = 1.0
        elif len(spans) >= 3:
            f["count3plus"] = 1.0
        if key in pair_keys:
            f["acronym_pair"] = 1.0
        if key in title_np:
            f["title_np"] = 1.0
        elif any(k.endswith(" " + key) for k in title_np):
            f["title_np_suffix"] = 1.0
        if key in title_np_purpose:
            f["title_np_purpose"] = 1.0
        if key in sci_task:
            f["scierc_task"] = 1.0
        elif any(k.endswith(" " + key) for k in sci_task):
            f["scierc_task_suffix"] = 1.0
        elif any(key.endswith(" " + k) for k in sci_task):
            f["scierc_task_extends"] = 1.0
        if key in sci_method:
            f["scierc_method"] = 1.0
        if key in sci_other:
            f["scierc_material_metric"] = 1.0
        if any(ch.isdigit() for ch in key):
            f["has_digit"] = 1.0
        f["first_pos"] = round(idx[spans[0][0]] / n_chars, 3)
        rules: set = set()
        tags: set = set()
        all_suffix = True
        for s, e in spans:
            info = mentions[(s, e)]
            rules |= info["rules"]
            tags |= info["tags"]
            if info["np_full"] or info["rules"]:
                all_suffix = False
            if info["np_full"]:
                f["np_full"] = 1.0
            si = tok_sent.get(s, 0)
            if si == 0:
                f["sent0"] = 1.0
            if si == 1:
                f["sent1"] = 1.0
            if si == n_sents - 1 and n_sents > 1:
                f["sent_last"] = 1.0
            if si in proposal_sents:
                f["proposal_sent"] = 1.0
            if s == sents[si].start:
                f["sent_start"] = 1.0
            p1 = lower[s - 1] if s >= 1 else ""
            p2 = lower[s - 2] if s >= 2 else ""
            if p1 in _PREV_WORDS:
                f["prev_" + p1] = 1.0
            if p1 in L.STUDY_VERBS or p2 in L.STUDY_VERBS:
                f["prev_study"] = 1.0
            if p1 in _SOLVE_VERBS or p2 in _SOLVE_VERBS:
                f["prev_solve"] = 1.0
            if (p2, p1) == ("such", "as") or p1 in ("including", "e.g.", "e.g.,") or p2 == "e.g.":
                f["prev_such_as"] = 1.0
            if p1 in _DETERMINERS:
                f["prev_indef"] = 1.0
            if p1 in _DEFINITE:
                f["prev_def"] = 1.0
            if p1 == "of" and p2 in ("problem", "problems", "task", "tasks", "field", "area", "domain"):
                f["prev_problem_of"] = 1.0
            nx = lower[e] if e < len(lower) else ""
            if nx in _TASK_WORDS:
                f["next_task_word"] = 1.0
            if nx in _METHODISH_NEXT:
                f["next_method_word"] = 1.0
            if nx in _COPULA:
                f["next_copula"] = 1.0
            if nx in _AIM_WORDS:
                f["next_aims"] = 1.0
            if p1 == "(" and nx == ")":
                f["in_parens"] = 1.0
            for k in range(s, e):
                w = words[k]
                if k != sents[si].start and w[:1].isupper():
                    f["capitalised"] = 1.0
                if any(ch.isupper() for ch in w[1:]):
                    f["has_upper_inner"] = 1.0
            toks = range(s, e)
            if any(k in proposed_toks for k in toks):
                f["proposed"] = 1.0
            if any(k in dataset_toks for k in toks):
                f["dataset"] = 1.0
            if any(k in metric_toks for k in toks):
                f["metric"] = 1.0
            if any(k in method_toks for k in toks):
                f["method"] = 1.0
        if all_suffix:
            f["np_suffix_only"] = 1.0
        if rules:
            f["rule_cand"] = 1.0
            for r in sorted(rules):  # sorted: the same feature order (and float sums) every run
                f["rule_" + r] = 1.0
        for t in sorted(tags):
            if t in TAG_FEATURES:
                f["tag_" + t] = 1.0
        if tags:
            f["rule_score"] = round(sum(WEIGHTS.get(t, 0.0) for t in tags) / 10.0, 3)
        s, e = spans[0]
        cs, ce = idx[s], idx[e - 1] + len(words[e - 1])
        out.append(TaskCandidate(key, text[cs:ce], cs, ce, tok_sent.get(s, 0), f))
    out.sort(key=lambda c: (c.start, c.key))
    return out


def _sigmoid(z: float) -> float:
    if z >= 0:
        return 1.0 / (1.0 + math.exp(-z))
    ez = math.exp(z)
    return ez / (1.0 + ez)


@dataclass(frozen=True)
class LinearModel:
    """A logistic regression as plain data: ``p = sigmoid(bias + sum w[f] * x[f])``.

    Attributes:
        weights: feature name -> coefficient.
        bias: intercept.
    """

    weights: dict
    bias: float

    def prob(self, features: dict) -> float:
        """Probability of the positive class for one feature dict (absent features are 0)."""
        w = self.weights
        return _sigmoid(self.bias + sum(w.get(k, 0.0) * v for k, v in features.items()))


@dataclass(frozen=True)
class TaskScorer:
    """The two models of the task scorer and its decision settings.

    Attributes:
        task: model of "this candidate is a task of the paper".
        main: model of "this candidate is the paper's main task" (used as a ranking).
        threshold: a candidate is reported when ``task.prob >= threshold``.
        suppress_nested: among reported keys, drop one that is a proper word suffix of
            another reported key with the same head ("classification" beside "image
            classification"; the guidelines ask for the most specific phrase).
    """

    task: LinearModel
    main: LinearModel
    threshold: float = 0.5
    suppress_nested: bool = True

    @classmethod
    def from_dict(cls, data: dict) -> "TaskScorer":
        """Build from the JSON structure that :meth:`to_dict` writes.

        Raises:
            ValueError: a required key is missing or malformed.
        """
        try:
            return cls(LinearModel(dict(data["task"]["weights"]), float(data["task"]["bias"])),
                       LinearModel(dict(data["main"]["weights"]), float(data["main"]["bias"])),
                       float(data["threshold"]), bool(data.get("suppress_nested", True)))
        except (KeyError, TypeError) as e:
            raise ValueError(f"task scorer model: missing or malformed field ({e})") from None

    def to_dict(self) -> dict:
        """JSON-ready form (weights sorted by feature name)."""
        return {"task": {"bias": self.task.bias, "weights": dict(sorted(self.task.weights.items()))},
                "main": {"bias": self.main.bias, "weights": dict(sorted(self.main.weights.items()))},
                "threshold": self.threshold, "suppress_nested": self.suppress_nested}

    def decide(self, cands: Sequence[TaskCandidate]) -> tuple[list[tuple[TaskCandidate, float]],
                                                              Optional[TaskCandidate]]:
        """Reported tasks and the main task of one abstract.

        Args:
            cands: the abstract's candidates (:func:`task_candidates`).
        Returns:
            ``(reported, main)``: the reported candidates with their task probability,
            in text order, and the reported candidate with the highest main-task
            probability (None when nothing is reported). Ties go to the earlier one.
        """
        scored = [(c, self.task.prob(c.features)) for c in cands]
        chosen = [(c, p) for c, p in scored if p >= self.threshold]
        if self.suppress_nested and chosen:
            keys = {c.key for c, _ in chosen}
            chosen = [(c, p) for c, p in chosen
                      if not any(k != c.key and k.endswith(" " + c.key) for k in keys)]
        if not chosen:
            return [], None
        main = max(chosen, key=lambda cp: (self.main.prob(cp[0].features), -cp[0].start))[0]
        return chosen, main


@lru_cache(maxsize=4)
def load_scorer(path: Optional[str] = None) -> TaskScorer:
    """The scorer stored at ``path`` (default :data:`MODEL_PATH`), memoised.

    Raises:
        FileNotFoundError: the file does not exist (names it).
        ValueError: the file is not valid JSON or lacks a field (names it).
    """
    p = Path(path) if path else MODEL_PATH
    if not p.exists():
        raise FileNotFoundError(f"{p}: task scorer model not found (train it: python eval/train_task_scorer.py)")
    try:
        data = json.loads(p.read_text(encoding="utf-8"))
    except json.JSONDecodeError as e:
        raise ValueError(f"{p}:{e.lineno}: not valid JSON ({e.msg})") from None
    try:
        return TaskScorer.from_dict(data)
    except ValueError as e:
        raise ValueError(f"{p}: {e}") from None
