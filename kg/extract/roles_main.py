"""Choice of a paper's main task among its task mentions, by weighing evidence.

:mod:`kg.extract.roles` finds task mentions and records, for each mention, the
positions that present it as a problem (its *evidence tags*). This module turns the
tags of all mentions of one task into a score and picks the best-scored task. The
evidence, in decreasing weight (:data:`WEIGHTS`):

* the text defines the task ("T aims to / refers to / is the problem of ...") in its
  first two sentences (``aims``) or names the problem it considers ("we consider a
  problem, called T") (``named-problem``);
* the purpose of the main proposal, attached to the proposed name or its descriptor
  ("we propose X for T", "X, a framework for T", "X, a benchmark designed to evaluate
  T") (``purpose``, ``purpose-clause``) or its appositive descriptor ("X, a hybrid
  randomized defense") (``appositive``), or the problem named inside the descriptor
  of the contribution ("we introduce a self-supervised image pretraining method")
  (``descriptor``);
* the object of a self-study verb ("we study T", "we investigate the effect of A on
  T") (``study``);
* the abstract's opening phrase or opening nominal subject ("Video misinformation
  detection is ...") (``opening``, ``opening-subject``), together a little weaker
  than the purpose of the paper's own contribution (an abstract often opens with the
  field or the background object, "Modern climate projections lack ...", before it
  states the problem its contribution serves);
* the paper's title names the task (``title``, when the caller gives a title), the
  more so in the title's statement of purpose ("M for T", "Towards T", "T via M":
  ``title-purpose``); a phrase in the title's means ("M for T", "T with M":
  ``title-means``) loses the title's weight (:func:`title_roles`), and the setting of
  the purpose ("for Planning in S": ``title-setting``) has less of it;
* the title holds every content word of a task of two words or more, scattered or in
  another order ("Sparse Ordinal Tensor Completion" for "sparse tensor completion",
  ``title-words``, :data:`kg.extract.roles.TITLE_WORDS_EVIDENCE`; not with ``title``);
* the object of a verb of undertaking or enabling, not after "we" ("a framework to
  tackle T", "X enables T", ``enable``, :data:`kg.extract.roles_tasks.ENABLE_OBJECT`);
* a task of the main proposal sentence (``main-sentence``); a result claim of the
  proposal ("X achieves state-of-the-art fidelity in T") (``result``); "In T, ..."
  opening one of the first two sentences (``in-opening``);
* weak evidence: the text frames it as a problem ("T tasks", "the problem of T")
  (``framed``), it is a Papers with Code task (``gazetteer``), it is in the first
  sentence, and it recurs in several sentences.

The problem the title states (:func:`title_problem_phrases`: "M for T", "On the X of
Y", "Creating X in Y") settles one more case after the scoring: when a task candidate
holds that phrase whole (tag ``title-problem``), it replaces a best-scored task that is
broader or named only as background (:func:`prefer_title_problem`).

A best-scored task that no mention states as the paper's problem and that one sentence
alone names gives way to the best-scored task that the text states
(:func:`prefer_stated`): weak evidence that adds up (the opening phrase, a first-sentence
bonus) does not beat a statement of purpose. A subject that its sentence calls a problem
("X is a long-standing problem", ``stated-problem``, no weight) counts as stated there.
A task named only as the object of a verb of undertaking is never the main task. The object of a verb of undertaking ("to
tackle T", "X enables T": ``enable``) counts as a statement in the first three sentences;
later it is a result of the method, named on the way (``secondary``).

A one-word task ("control", "search") loses :data:`SINGLE_WORD_PENALTY`: the text
usually names the specific problem elsewhere. A named evaluation suite in an experiment
sentence ("experiments on the StarCraft II micromanagement tasks") counts against
(``evaluation-suite``): it is where the method is tested, rarely the problem it solves;
so does a task named as an example in a list ("applications such as A and B",
``example``) or a class of tasks named by its modifiers ("vision tasks", ``task-class``), and, a little, a problem that the text names on the way ("solving
assignment problems", "the problem of X": ``secondary``). The weights are a hand-set
linear scoring of the kind used for key-phrase and topic-sentence selection (position,
frequency, cue phrases and title words: Edmundson, H. P. (1969) "New Methods in
Automatic Extracting", JACM 16(2)); they were set on the two development gold files
(shared/gold/icml2026_dev.jsonl, eval/dev_neurips_iclr.jsonl: the title cues on the
latter, the former has no titles) and checked by eye on abstracts of other venues.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterable, Optional, Sequence

#: Evidence tag -> weight (see the module docstring).
WEIGHTS: dict[str, float] = {
    "aims": 8.0,
    "named-problem": 7.0,
    "purpose": 6.0,
    "appositive": 5.0,
    "descriptor": 4.0,
    "study": 5.0,
    "opening": 4.0,
    "purpose-clause": 4.0,
    "opening-subject": 3.0,
    "title-words": 2.0,
    "title": 5.0,
    "title-purpose": 3.0,
    "title-means": -5.0,
    "title-setting": 2.0,
    "main-sentence": 2.0,
    "result": 3.0,
    "in-opening": 3.0,
    "testbed": 3.0,
    "enable": 3.0,
    "framed": 1.0,
    "gazetteer": 1.0,
    "for": 0.5,
    "secondary": -1.0,
    "evaluation-suite": -3.0,
    "example": -2.0,
    "task-class": -2.0,
}
#: Last sentence (0-based) in which ``enable`` (the object of a verb of undertaking, "to
#: tackle T", "X enables T") counts as evidence; later it is ``secondary``: a late "X enables
#: T" states a benefit of the method, not its problem.
ENABLE_MAX_SENTENCE = 2
#: Bonus for a mention in the first sentence.
FIRST_SENTENCE_BONUS = 1.0
#: Bonus per further sentence that names the task, up to :data:`MAX_RECURRENCE_BONUS`.
RECURRENCE_BONUS = 1.0
MAX_RECURRENCE_BONUS = 2.0
#: Penalty for a one-word task.
SINGLE_WORD_PENALTY = 2.0
#: Penalty for a task when the text names a more specific one with the same head (the
#: guidelines ask for the most specific phrase the text gives).
SUBSUMED_PENALTY = 1.5


@dataclass(frozen=True)
class TaskEvidence:
    """One task mention as the scorer sees it.

    Attributes:
        key: identity of the task (mentions with equal keys are one task).
        sentence: index of the sentence of the mention (0-based).
        tags: evidence tags of the mention (keys of :data:`WEIGHTS`; others are ignored).
        n_words: number of words of the mention.
        start: character offset of the mention (ties go to the earlier task).
        subsumed: the text also names a more specific task with the same head
            ("planning" beside "travel planning").
    """

    key: str
    sentence: int
    tags: frozenset
    n_words: int
    start: int
    subsumed: bool = False


def mention_score(ev: TaskEvidence) -> float:
    """Score of one mention: the weights of its tags, plus :data:`FIRST_SENTENCE_BONUS`
    in sentence 0, minus :data:`SINGLE_WORD_PENALTY` for a one-word mention and
    :data:`SUBSUMED_PENALTY` for a subsumed one.

    ``aims`` counts in the first two sentences only, ``enable`` up to sentence
    :data:`ENABLE_MAX_SENTENCE` (later it counts as ``secondary``); ``opening`` does not count for the
    field of an "In T, ..." opener (``in-opening``), which frames the setting of the
    problem that follows it.
    """
    tags = set(ev.tags)
    if "in-opening" in tags:
        tags.discard("opening")
    if ev.sentence > 1:
        tags.discard("aims")
    if ev.sentence > ENABLE_MAX_SENTENCE and "enable" in tags:
        tags.discard("enable")
        tags.add("secondary")
    s = sum(WEIGHTS.get(t, 0.0) for t in tags)
    if ev.sentence == 0:
        s += FIRST_SENTENCE_BONUS
    if ev.n_words < 2:
        s -= SINGLE_WORD_PENALTY
    if ev.subsumed:
        s -= SUBSUMED_PENALTY
    return s


def task_scores(evidence: Iterable[TaskEvidence],
                sentence_counts: Optional[dict[str, int]] = None) -> dict[str, float]:
    """Score every task.

    Args:
        evidence: the mentions of all tasks.
        sentence_counts: for each key, the number of sentences that name the task
            (defaults to the number of distinct sentences of its mentions).
    Returns:
        key -> score: the best mention score of the task (:func:`mention_score`) plus
        :data:`RECURRENCE_BONUS` per sentence after the first that names it, at most
        :data:`MAX_RECURRENCE_BONUS`.
    """
    best: dict[str, float] = {}
    sents: dict[str, set[int]] = {}
    for ev in evidence:
        s = mention_score(ev)
        if ev.key not in best or s > best[ev.key]:
            best[ev.key] = s
        sents.setdefault(ev.key, set()).add(ev.sentence)
    out = {}
    for key, s in best.items():
        n = (sentence_counts or {}).get(key, len(sents[key]))
        out[key] = s + min(MAX_RECURRENCE_BONUS, RECURRENCE_BONUS * max(0, n - 1))
    return out


#: Tags by which the title names a threat, which makes it eligible as the main task
#: (:func:`choose_main_task`; ``title-words``: the title holds every content word of it,
#: "Mitigating Privacy Risk in Membership Inference" for "membership inference attacks").
THREAT_TITLE_TAGS = frozenset("title-problem title title-words".split())


def choose_main_task(evidence: Sequence[TaskEvidence],
                     sentence_counts: Optional[dict[str, int]] = None) -> Optional[str]:
    """The key of the main task, or None when there is no mention.

    The best-scored task (:func:`task_scores`) wins; a tie goes to the task mentioned
    first in the text. A task named only as an evaluation suite (every mention tagged
    ``evaluation-suite``) is never the main task, nor is a threat (every mention tagged
    ``threat``: an attack a model must withstand, ``TaskRules._attack_tasks``) unless the
    title names it (a mention tagged ``title-problem`` or ``title``: "Adversarial Attacks on
    X" is the paper's problem); None when no other task is left.
    """
    # a modified setting read before its acronym ("offline reinforcement learning (RL)") is a
    # task but no evidence for the main one (even where the title holds its words: it is often
    # the field's background)
    evidence = [ev for ev in evidence if not ev.tags & ACRONYM_SETTING_TAGS and not ev.tags & EVALUATED_TAGS]
    if not evidence:
        return None
    eligible = {ev.key for ev in evidence if "evaluation-suite" not in ev.tags}
    # a threat (an attack a model must withstand) is the main task only where the title names it
    threats = {ev.key for ev in evidence if "threat" in ev.tags}
    if threats:
        eligible -= {k for k in threats if all("threat" in ev.tags and not ev.tags & THREAT_TITLE_TAGS
                                              for ev in evidence if ev.key == k)}
    # a task named only as what a means undertakes or enables ("X enables T") is a task, not the main one
    eligible -= {k for k in eligible if all(ev.tags & OBJECT_TAGS and ev.tags <= ENABLE_ONLY_TAGS
                                            for ev in evidence if ev.key == k)}
    if not eligible:
        return None
    scores = {k: v for k, v in task_scores(evidence, sentence_counts).items() if k in eligible}
    first = {}
    for ev in evidence:
        first[ev.key] = min(first.get(ev.key, ev.start), ev.start)
    best = max(scores, key=lambda k: (scores[k], -first[k]))
    best = prefer_title_problem(best, evidence, eligible)
    if STATED_OVER_LONE:
        best = prefer_stated(best, scores, first, evidence, sentence_counts)
    return best


#: Tags of a task mention whose only evidence is the ``enable`` position (with the
#: preposition and subject marks of ``TaskRules._task_tags`` and the ``framed`` that the
#: noun-phrase loop gives every non-headed phrase it keeps): such a task is never the
#: main task (:func:`choose_main_task`) and leaves the main-task fallbacks to run
#: (``TaskRules.tasks``): a phrase that a means is said to enable is as often a mechanism
#: ("enables direct optimization of X") as the problem.
ENABLE_ONLY_TAGS = frozenset({"enable", "improve", "issue", "prep", "subject", "framed"})
#: Tags of the object of a verb of undertaking (``enable``) or of improvement (``improve``,
#: "X improves uncertainty quantification", no weight of its own): a task with no other
#: evidence is never the main task; so is an issue the text names ("the modality collapse issue",
#: ``issue``, session 36, ``TaskRules._issue_tasks``): a symptom met on the way, rarely the problem.
OBJECT_TAGS = frozenset({"enable", "improve", "issue"})
#: Tag of a setting whose bracketed acronym spells only its last words, read with its
#: modifiers ("offline reinforcement learning (RL)", session 39, ``TaskRules._modified_acronym_settings``):
#: such a mention is no evidence for the main task (:func:`choose_main_task` leaves it out).
ACRONYM_SETTING_TAGS = frozenset({"acronym-setting"})
#: Tag of a task listed after an evaluation cue ("experiments on A and B", session 51,
#: ``TaskRules._evaluated_lists``): what the paper is evaluated on, no evidence for the main
#: task (:func:`choose_main_task` leaves it out, so the choice is the same with or without it).
EVALUATED_TAGS = frozenset({"evaluated"})
#: Switch (session 30): a task the text states as its problem beats a best-scored task that
#: no mention states and that one sentence alone names (:func:`prefer_stated`).
STATED_OVER_LONE = True
#: Evidence tags by which a text states a task as its own problem for :func:`prefer_stated`:
#: :data:`STATEMENT_TAGS` and the title's problem phrase (``title-problem``) and the object
#: of a verb of undertaking (``enable``), but not a mere task of the main proposal
#: sentence (``main-sentence``), which names the means as often as the problem.
STATED_TAGS = frozenset(
    """aims named-problem purpose appositive descriptor study purpose-clause result testbed
    title title-purpose title-problem enable stated-problem""".split())


def prefer_stated(best: str, scores: dict[str, float], first: dict[str, int],
                  evidence: Sequence[TaskEvidence],
                  sentence_counts: Optional[dict[str, int]] = None) -> str:
    """A stated task against a weak lone best-scored task ``best``.

    The linear scoring adds up weak evidence: a phrase that opens the abstract as the
    field ("Deep reinforcement learning has ...": ``opening``, ``opening-subject``, the
    first-sentence bonus) or a Papers with Code task named once outscores the phrase the
    paper states as its purpose ("to attribute X", "a method for T", the title's "for T").
    When ``best`` has no tag of :data:`STATED_TAGS` (``aims`` counts in the first two
    sentences and ``enable`` up to :data:`ENABLE_MAX_SENTENCE`, as in
    :func:`mention_score`) and one sentence alone names it, the best-scored task with such
    a tag wins instead (ties to the earlier one); ``best`` stays when no task is stated.
    When another eligible task is the title's statement of purpose (``title-purpose``, not
    ``title-means``) and ``best`` is not, the plain tag ``title`` does not state ``best``
    (:data:`TITLE_PURPOSE_OVER_PLAIN`). When that stated task's words are a proper part of
    ``best``'s (a broader phrase of the same problem), ``best`` stays
    (:data:`STATED_NOT_BROADER`).
    A lexicographic preference of this kind (statement before score) follows the cue
    method's ranking of cue phrases above position and frequency (Edmundson 1969).

    Args:
        best: key of the best-scored task.
        scores: key -> score of every eligible task (:func:`task_scores`).
        first: key -> first character offset of the task's mentions.
        evidence: the mentions of all tasks.
        sentence_counts: key -> number of sentences naming the task (as :func:`task_scores`).
    Returns:
        The key of the main task.
    """
    tags: dict[str, set] = {}
    sents: dict[str, set] = {}
    for ev in evidence:
        t = set(ev.tags)
        if ev.sentence > 1:
            t.discard("aims")
        if ev.sentence > ENABLE_MAX_SENTENCE:
            t.discard("enable")
        tags.setdefault(ev.key, set()).update(t)
        sents.setdefault(ev.key, set()).add(ev.sentence)
    n = (sentence_counts or {}).get(best, len(sents[best]))
    stated_tags = STATED_TAGS
    if TITLE_PURPOSE_OVER_PLAIN and "title-purpose" not in tags[best] and any(
            "title-purpose" in tags[k] and "title-means" not in tags[k] for k in scores if k != best):
        # the title states another task as its purpose: naming best elsewhere in the title
        # ("Graph Neural Stochastic Differential Equation for Learning Brownian Dynamics")
        # does not state it
        stated_tags = STATED_TAGS - {"title"}
    if tags[best] & stated_tags or n > 1:
        return best
    stated = [k for k in scores if tags[k] & stated_tags]
    if not stated:
        return best
    won = max(stated, key=lambda k: (scores[k], -first[k]))
    if STATED_NOT_BROADER and set(won.split()) < set(best.split()):
        # the stated task is the same problem said more broadly ("representation learning"
        # of "planar representation learning"): it does not replace the more specific phrase
        return best
    return won


#: Switch (session 48): in :func:`prefer_stated`, a stated task whose key words are a proper
#: subset of the lone best-scored task's ("representation learning" against "planar
#: representation learning") does not replace it: the guidelines ask for the most specific
#: phrase the text gives.
STATED_NOT_BROADER = True
#: Evidence tags by which a text states its own problem (the purpose or study of the
#: paper, the title): a task with none of them is named only as background (the field
#: of the opening sentence, a Papers with Code task, a framed phrase).
STATEMENT_TAGS = frozenset(
    """aims named-problem purpose appositive descriptor study purpose-clause main-sentence
    result testbed title title-purpose""".split())


def prefer_title_problem(best: str, evidence: Sequence[TaskEvidence], eligible: Iterable[str]) -> str:
    """The problem the title states against the best-scored task ``best``.

    A task with a mention tagged ``title-problem`` (the candidate that holds the
    title's problem phrase whole, ``TitleTaskRules._title_problem_credit``) replaces
    ``best`` when ``best`` is broader (its words, the words of its key, are a proper
    subset of the title task's: "question answering" and "EHR question answering") or
    is named only as background (no mention of it has a tag of
    :data:`STATEMENT_TAGS`: "reinforcement learning" in the opening sentence against
    the title's "linear MDPs"; when the title's task is the title's statement of
    purpose, tag ``title-purpose``, and ``best`` is not, the plain tag ``title`` does not
    count as a statement: :data:`TITLE_PURPOSE_OVER_PLAIN`). The title states the specific problem; the opening
    sentence often the field (the guidelines ask for the most specific problem the
    paper addresses).

    Args:
        best: key of the best-scored task; keys are the task's words joined by spaces.
        evidence: the mentions of all tasks.
        eligible: keys that may be the main task.
    Returns:
        The key of the main task (``best`` or the title's task).
    """
    eligible = set(eligible)
    title = sorted({ev.key for ev in evidence if "title-problem" in ev.tags and ev.key in eligible})
    if not title or title[0] == best:
        return best
    t = title[0]
    best_tags = set().union(*(ev.tags for ev in evidence if ev.key == best))
    statement = STATEMENT_TAGS
    if TITLE_PURPOSE_OVER_PLAIN and "title-purpose" not in best_tags and any(
            "title-purpose" in ev.tags for ev in evidence if ev.key == t):
        # the title states t as its purpose ("M for T") and names best elsewhere in it (the
        # means or the object of the paper: "Bayesian Meta-Learning for Few-Shot
        # Classification"): the title alone does not state best as the problem
        statement = STATEMENT_TAGS - {"title"}
    if set(best.split()) < set(t.split()) or not best_tags & statement:
        return t
    return best


#: Switch (session 31): in :func:`prefer_title_problem`, a best-scored task that the title
#: names outside its statement of purpose (tag ``title`` without ``title-purpose``) counts as
#: background when the title's problem is that purpose (``title-purpose``): "Revisiting X in
#: Bayesian Meta-Learning for Few-Shot Classification" states few-shot classification as the
#: problem, meta-learning as the setting of the means (dev pool main task +2, -0). The
#: same reading in :func:`prefer_stated`: a lone best-scored task that the title names outside
#: its purpose is not stated there when another task is that purpose (dev pool +1, -0).
TITLE_PURPOSE_OVER_PLAIN = True


#: Title words that introduce the problem a paper serves ("M for T", "Towards T").
TITLE_PURPOSE_WORDS = frozenset("for towards toward".split())
#: Title words that introduce the means of a paper ("T via M", "T with M").
TITLE_MEANS_WORDS = frozenset("via with using by through".split())
#: Switch of the reading of "to" after a noun of means (:data:`TITLE_MEANS_BEFORE_TO`) as a
#: purpose word in a title ("An Information Theoretic Approach to Interaction-Grounded
#: Learning": :func:`title_roles`).
TITLE_APPROACH_TO = True
#: Nouns of means after which "to" introduces the purpose of the paper.
TITLE_MEANS_BEFORE_TO = frozenset(
    "approach approaches framework method algorithm solution recipe strategy".split())
#: Title words after which the words name what the paper goes beyond or does without
#: ("X Beyond Overlap", "RL without a Reward Function"): role ``plain`` (:func:`title_roles`).
TITLE_CONTRAST_WORDS = frozenset("beyond without".split())
#: Longest part before a title's first colon that is taken for a name ("DORSal: ...").
TITLE_NAME_MAX_WORDS = 4
_TITLE_TOKEN = re.compile(r"[A-Za-z0-9][A-Za-z0-9\-']*|[:;,?!()]")
#: Head nouns of a model family: a title purpose "for <model family>" names what the
#: means is applied to, not a problem ("Efficient Exploration for LLMs").
TITLE_MODEL_HEADS = frozenset(
    """model models network networks transformer transformers llm llms vlm vlms mllm mllms
    gnn gnns cnn cnns rnn rnns lm lms agent agents learner learners""".split())
#: Modifiers that may precede a model head in such a purpose ("Large Language Models").
TITLE_MODEL_MODIFIERS = frozenset(
    """large small language vision visual neural deep pretrained pre-trained foundation diffusion
    generative graph multimodal multi-modal autoregressive recurrent convolutional linear
    two-layer shallow wide overparameterized over-parameterized""".split())
#: Longest "for <model family>" purpose read as such (in words).
TITLE_MODEL_MAX_WORDS = 4
#: Switch (session 47): a title purpose "for <setting>" whose last word is a deployed
#: thing the means serves (:data:`TITLE_SETTING_HEADS`: "Moral Responsibility for AI
#: Systems", "Layout Analysis for Academic Documents") is read as "for <model family>" is
#: (:func:`_model_purpose`): the words before the cue are the problem, the setting is plain.
TITLE_SETTING_PURPOSE = True
#: Head nouns of a deployed thing or artefact that a title's purpose names as the setting
#: of its problem, not as the problem (:data:`TITLE_SETTING_PURPOSE`).
TITLE_SETTING_HEADS = frozenset(
    """system systems assistant assistants document documents device devices robot robots
    chatbot chatbots""".split())
#: Setting heads that name a field as often ("Recommender Systems", "Dialogue Systems"):
#: read as a setting only behind model modifiers or "AI" / "ML" ("for AI Systems").
TITLE_SETTING_FIELD_HEADS = frozenset("system systems".split())
#: The modifiers that make a :data:`TITLE_SETTING_FIELD_HEADS` word a setting.
TITLE_SETTING_FIELD_MODIFIERS = TITLE_MODEL_MODIFIERS | frozenset("ai ml".split())
#: A word shaped like a name: an inner capital after a small letter, two capitals, a digit.
_NAME_SHAPE = re.compile(r"[a-z][A-Z]|[A-Z]{2}|\d")


def title_roles(title: str) -> list[tuple[str, str]]:
    """Split a paper title into lower-case words, each with its role in the title.

    Titles of ML papers state a means and a purpose with a few prepositions: "M for T",
    "M: An X for T", "Towards T", "T via / with / using M". Roles:

    * ``"purpose"``: a word after "for" / "towards" / "toward" or after "to" that follows a
      noun of means ("An X Approach to T", :data:`TITLE_MEANS_BEFORE_TO`; the "to" is then
      returned as "for") (until a means word),
      or before a means word in a segment that names no purpose ("Lossy Image
      Compression with Diffusion Models"): the problem the paper addresses;
    * ``"means"``: a word before the first cue of a segment that names a purpose
      ("Orthogonal Projection for Continual Learning", "Flow Matching with Optimal
      Transport for Molecule Generation") or after a means word ("... via Krylov
      Subspace Recycling");
    * ``"name"``: a word of a short name-shaped prefix before the first colon
      ("DORSal: ...", "LLM-CXR: ..."; one word, or at most
      :data:`TITLE_NAME_MAX_WORDS` words one of which has an inner capital, two
      capitals or a digit);
    * ``"plain"``: any other word (a title without such prepositions; the words
      after "beyond" / "without" up to the next cue, :data:`TITLE_CONTRAST_WORDS`; the
      words before the first cue of a segment that opens with a gerund, whose object may be
      the problem or the means: "Accelerating Data Generation for X", "Composing
      Entities via Y"), and the cue words and punctuation themselves.

    Colons split a title into segments that are read separately. The markers follow
    the title grammar of scientific papers described by Soler (2007, "Structural and
    lexical features of titles in scientific research articles", English for
    Specific Purposes 26(1)): compound titles of a name or topic and its description,
    and nominal titles whose prepositional phrases give purpose and means.

    Args:
        title: the title as given (LaTeX and case are tolerated; words are not
            singularised).
    Returns:
        ``(word, role)`` pairs in title order; [] for an empty title.
    """
    cased = _TITLE_TOKEN.findall(title or "")
    words = [w.lower() for w in cased]
    if not words:
        return []
    if TITLE_APPROACH_TO:
        # "A Minimaximalist Approach to T", "A Low-Hassle Method to Accelerate T": the "to"
        # after a noun of means states the purpose, as "for" does (and is read as "for")
        words = ["for" if w == "to" and i > 0 and words[i - 1] in TITLE_MEANS_BEFORE_TO else w
                 for i, w in enumerate(words)]
    roles = ["plain"] * len(words)
    segments: list[tuple[int, int]] = []
    start = 0
    for i, w in enumerate(words):
        if w == ":":
            segments.append((start, i))
            start = i + 1
    segments.append((start, len(words)))
    lo0, hi0 = segments[0]
    if len(segments) > 1 and 0 < hi0 - lo0 <= TITLE_NAME_MAX_WORDS and (
            hi0 - lo0 == 1 or any(_NAME_SHAPE.search(w) for w in cased[lo0:hi0])):
        for i in range(lo0, hi0):
            roles[i] = "name"
        segments = segments[1:]
    for lo, hi in segments:
        cues = [(i, words[i]) for i in range(lo, hi)
                if words[i] in TITLE_PURPOSE_WORDS or words[i] in TITLE_MEANS_WORDS]
        if not cues:
            _contrast_plain(words, roles, lo, hi)
            continue
        first_i, first_w = cues[0]
        # "M for T", and "M with X for T": before the first cue is the means whenever the
        # segment states a purpose; "T via M" otherwise
        state = "means" if any(w in TITLE_PURPOSE_WORDS for _, w in cues) else "purpose"
        if words[lo].endswith("ing") and first_i > lo:
            state = "plain"  # "Accelerating Data Generation for X": the object of a verb
        for i in range(lo, hi):
            w = words[i]
            if w in TITLE_PURPOSE_WORDS:
                state = "purpose"
                continue
            if w in TITLE_MEANS_WORDS:
                state = "means"
                continue
            if w.isalnum() or "-" in w or "'" in w:
                roles[i] = state
        _model_purpose(cased, words, roles, lo, hi, first_i)
        _contrast_plain(words, roles, lo, hi)
    return list(zip(words, roles))


#: Title words in "-ing" that modify a model head rather than govern it as a verb
#: ("for Spiking Neural Networks", "for Decision-Making Agents").
TITLE_ADJECTIVAL_GERUNDS = frozenset("spiking existing emerging evolving self-evolving".split())


def _title_gerund(cased: str, word: str) -> bool:
    """Whether the title word ``word`` (lower case; ``cased`` as written) is a gerund that
    opens a clause ("fine-tuning", "aligning", "training"): it ends in "ing", is not
    name-shaped, and is no modifier of a model family (:data:`TITLE_MODEL_MODIFIERS`,
    :data:`TITLE_ADJECTIVAL_GERUNDS`, a compound ending in "-making")."""
    return word.endswith("ing") and len(word) > 4 and not _NAME_SHAPE.search(cased) \
        and word not in TITLE_MODEL_MODIFIERS and word not in TITLE_ADJECTIVAL_GERUNDS \
        and not word.endswith("-making")


def _contrast_plain(words: list[str], roles: list[str], lo: int, hi: int) -> None:
    """Make ``plain`` the words of the segment ``[lo, hi)`` after a contrast word
    (:data:`TITLE_CONTRAST_WORDS`: "Off-policy Evaluation Beyond Overlap", "Front-door
    Adjustment Beyond Markov Equivalence") up to the next purpose or means word: what a
    paper goes beyond or does without is the limit of earlier work, not its problem nor
    its means. Edits ``roles`` in place."""
    inside = False
    for i in range(lo, hi):
        w = words[i]
        if w in TITLE_CONTRAST_WORDS:
            inside = True
        elif w in TITLE_PURPOSE_WORDS or w in TITLE_MEANS_WORDS:
            inside = False
        elif inside:
            roles[i] = "plain"


def _model_purpose(cased: list[str], words: list[str], roles: list[str], lo: int, hi: int,
                   first_i: int) -> None:
    """Re-read a segment "M for <model family>" ("Efficient Exploration for LLMs",
    "Prompt Tuning for Vision Transformers") or "M for <setting>" ("Moral Responsibility
    for AI Systems", :data:`TITLE_SETTING_HEADS` when :data:`TITLE_SETTING_PURPOSE`): its
    purpose names the models or the deployed things the paper works on, so the words
    before the cue are the problem studied (role ``purpose``) and the words after the
    cue are ``plain``. Applies when the segment's only cue is
    a purpose word after at least one word, and the words after it (at most
    :data:`TITLE_MODEL_MAX_WORDS`) end in a model head (:data:`TITLE_MODEL_HEADS`), a
    setting head (:data:`TITLE_SETTING_HEADS`; "system(s)" only behind words of
    :data:`TITLE_SETTING_FIELD_MODIFIERS`, "Recommender Systems" being a field) or a
    name-shaped word ("GPT-4"), every other word being a model modifier or
    name-shaped. Not when the words after the cue open with a gerund and its object
    ("M for Fine-Tuning Language Models": the purpose is what is done to the models,
    :func:`_title_gerund`). Edits ``roles`` in place."""
    cues = [i for i in range(lo, hi) if words[i] in TITLE_PURPOSE_WORDS or words[i] in TITLE_MEANS_WORDS]
    if len(cues) != 1 or words[first_i] not in TITLE_PURPOSE_WORDS or first_i == lo:
        return
    after = [i for i in range(first_i + 1, hi) if words[i] not in ("the", "a", "an")]
    if not after or len(after) > TITLE_MODEL_MAX_WORDS:
        return
    if _title_gerund(cased[after[0]], words[after[0]]) and len(after) > 1:
        return  # "M for Fine-Tuning Language Models", "M for Aligning LMs": the purpose is an activity
    last = after[-1]
    heads = TITLE_MODEL_HEADS | TITLE_SETTING_HEADS if TITLE_SETTING_PURPOSE else TITLE_MODEL_HEADS
    if words[last] not in heads and not _NAME_SHAPE.search(cased[last]):
        return
    if words[last] in TITLE_SETTING_FIELD_HEADS and words[last] in heads and not all(
            words[i] in TITLE_SETTING_FIELD_MODIFIERS for i in after[:-1]):
        return  # "Simulator for Recommender Systems": a field, the problem
    if words[last] not in heads and not all(
            words[i] in TITLE_MODEL_MODIFIERS or _NAME_SHAPE.search(cased[i]) for i in after[:-1]):
        return  # (a model head may take any modifiers: "the Deep Unconstrained Features Model")
    if any(roles[i] != "means" for i in range(lo, first_i) if words[i].isalnum() or "-" in words[i]):
        return  # "Accelerating X for LLMs": a gerund opening stays plain
    for i in range(lo, first_i):
        if roles[i] == "means":
            roles[i] = "purpose"
    for i in range(first_i + 1, hi):
        roles[i] = "plain"


#: Title words that end a problem phrase of the title: the means of the paper ("with"
#: is kept: "Learning with Noisy Labels" states the problem, not a means).
TITLE_PHRASE_MEANS_WORDS = frozenset("via using by through".split())
#: Words that end the head of a title problem phrase ("The Weight Dynamics of X",
#: "Fairness Under Distribution Shift"): prepositions, articles and verbs of relation
#: ("Attention Meets X"); what follows a preposition is the head's complement.
TITLE_HEAD_STOP_WORDS = frozenset(
    """for in of on with via using by through from to towards toward under without at as is are
    the a an between beyond against across over into onto within about among versus vs than
    meet meets do does can""".split())  # ("meets": the title words are not singularised)
#: Prepositions that join a complement to the head of a title problem phrase.
TITLE_COMPLEMENT_PREPS = frozenset("of in on with under from to for without across over".split())
#: Words that end a title problem phrase: a means word or a purpose word.
_TITLE_PHRASE_ENDS = TITLE_PHRASE_MEANS_WORDS | TITLE_PURPOSE_WORDS
#: Words that end the complement of a title problem phrase besides those: a "with"
#: after the complement names a means ("Imitation Learning from Observation with
#: Automatic Discount Scheduling"); the first "with" of a phrase stays its preposition
#: ("Learning with Noisy Labels").
TITLE_COMPLEMENT_ENDS = frozenset({"with"})
#: Punctuation that splits a title into segments read separately.
_TITLE_CLAUSE_PUNCT = frozenset(":?!;")
#: Nouns of a kind of study whose "of"-complement is the problem a title names ("A
#: Theoretical Analysis of Backdoor Poisoning Attacks in CNNs", "An Empirical Study of X"):
#: the study is the paper's means, its object the problem (:func:`title_problem_phrases`).
TITLE_ANALYSIS_HEADS = frozenset(
    "analysis analyses study studies characterization characterisation investigation".split())
#: Evaluative nouns whose "of"-complement is the problem a title names ("The False
#: Promise of Imitating X", "The Pitfalls of Next-Token Prediction", "Fundamental Limits
#: of X Estimation"): the verdict is the paper's claim, its object the problem; read like
#: :data:`TITLE_ANALYSIS_HEADS` (:func:`_split_phrase`). Left out: "power" and "value"
#: (the development gold keeps "expressive power of X", "relative value of X" whole) and
#: "role", "benefit", "effectiveness" ("The Role of X in Y", "Benefits of X for Y": X is
#: the means, Y the problem; on 3,000 corpus titles "role" gave 2 of 4 changes worse).
TITLE_EVALUATIVE_HEADS = frozenset(
    """promise promises pitfall pitfalls peril perils myth myths limit limits limitation
    limitations illusion illusions""".split())


@dataclass(frozen=True)
class TitleProblem:
    """A phrase in which a title states its paper's problem.

    Attributes:
        kind: ``"purpose"`` (after "for" / "towards"), ``"object"`` (of an opening
            gerund) or ``"head"`` (a nominal segment).
        head: the words before the first preposition ("weight dynamics").
        prep: that preposition, or "" when there is none.
        complement: the words after it up to a means word ("deep normalized networks").
    """

    kind: str
    head: tuple
    prep: str = ""
    complement: tuple = ()

    @property
    def words(self) -> list[str]:
        """The whole phrase as a list of words."""
        return list(self.head) + ([self.prep] if self.prep else []) + list(self.complement)


def title_problem_phrases(words: Sequence[str], roles: Sequence[str]) -> list[TitleProblem]:
    """The phrases in which a title states the problem of its paper, most telling first.

    A title of an ML paper names its problem in a few fixed places (Soler 2007, see
    :func:`title_roles`): the complement of a purpose word ("M for T", "Towards T"), the
    object of an opening gerund ("Creating X in Y", "Mitigating X"), and the head
    phrase of a nominal segment ("On the X of Y", "X under Y", "X: a method for Y").
    Each segment (between colons, question and exclamation marks) is read separately;
    words of a name prefix (role ``name``) are left out. Order of the result: all
    purpose phrases, then gerund objects and nominal heads in title order.

    * purpose: the words after "for" / "towards" up to the end of the segment or a
      means word (:data:`TITLE_PHRASE_MEANS_WORDS`; "with" is kept), or, when the
      segment's purpose names a model family (the words after the cue have role
      ``plain`` and the ones before it ``purpose``, :func:`title_roles`), the words
      before the cue;
    * object: after a segment-initial "-ing" word followed by a content word, the
      rest of the segment up to a means word or "for";
    * head: the words of a segment without a purpose word before its cue, after a
      leading "on" / "towards" and article, up to a means word or "for".

    Each phrase is split at its first preposition into head, preposition and
    complement (:class:`TitleProblem`).

    Args:
        words: the title as lower-case words and punctuation marks (as
            ``TitleTaskRules._title_words`` gives them: singular, hyphenated words
            split into their parts).
        roles: the role of each word (:func:`title_roles`), same length as ``words``.
    Returns:
        :class:`TitleProblem` records with a non-empty head, without duplicates.
    Raises:
        ValueError: ``words`` and ``roles`` differ in length.
    """
    if len(words) != len(roles):
        raise ValueError(f"title_problem_phrases: {len(words)} words but {len(roles)} roles")
    segments: list[list[tuple[str, str]]] = [[]]
    for w, r in zip(words, roles):
        if w in _TITLE_CLAUSE_PUNCT:
            segments.append([])
        elif r != "name" and w[:1].isalnum():  # a word, hyphenated or not ("text-to-image")
            segments[-1].append((w, r))
    purposes: list[tuple[str, list[str]]] = []
    topics: list[tuple[str, list[str]]] = []  # gerund objects and nominal heads, in title order
    ends = _TITLE_PHRASE_ENDS
    for seg in segments:
        ws = [w for w, _ in seg]
        rs = [r for _, r in seg]
        cue = next((i for i, w in enumerate(ws) if w in TITLE_PURPOSE_WORDS), None)
        if cue is not None and cue + 1 < len(ws):
            if all(r == "plain" for r in rs[cue + 1:]) and "purpose" in rs[:cue]:
                purposes.append(("purpose", [w for w, r in zip(ws[:cue], rs[:cue]) if r == "purpose"]))
            else:
                purposes.append(("purpose", _words_upto(ws[cue + 1:], TITLE_PHRASE_MEANS_WORDS)))
            if cue > 0:
                continue  # the words before the cue are the means
            ws = ws[cue + 1:]
        lo = 0
        while lo < len(ws) and ws[lo] in ("on", "towards", "toward", "the", "a", "an"):
            lo += 1
        rest = ws[lo:]
        if len(rest) > 1 and rest[0].endswith("ing") and len(rest[0]) > 4 and rest[1] not in TITLE_HEAD_STOP_WORDS:
            topics.append(("object", _words_upto(rest[1:], ends)))
        elif rest:
            topics.append(("head", _words_upto(rest, ends)))
    out: list[TitleProblem] = []
    for kind, p in purposes + topics:
        for tp in _split_phrase(kind, p):
            if not any(o.head == tp.head and o.prep == tp.prep and o.complement == tp.complement for o in out):
                out.append(tp)
    return out


def _split_phrase(kind: str, p: list[str]) -> list[TitleProblem]:
    """The phrase ``p`` split at its first preposition into head, preposition and
    complement (:class:`TitleProblem` of kind ``kind``; [] without a head). When the
    head ends in a noun of a kind of study (:data:`TITLE_ANALYSIS_HEADS`) or an evaluative
    noun (:data:`TITLE_EVALUATIVE_HEADS`: "The Pitfalls of X") and its preposition is
    "of", the complement, itself split so, comes first: the object of
    the study is the problem ("A Theoretical Analysis of Backdoor Poisoning Attacks in
    Convolutional Neural Networks" -> "backdoor poisoning attacks" in "convolutional
    neural networks", then the analysis phrase)."""
    ends = _TITLE_PHRASE_ENDS
    cut = next((i for i, w in enumerate(p) if w in TITLE_HEAD_STOP_WORDS), len(p))
    head = tuple(p[:cut])
    prep = p[cut] if cut < len(p) and p[cut] in TITLE_COMPLEMENT_PREPS else ""
    comp = tuple(_words_upto(p[cut + 1:], ends | TITLE_COMPLEMENT_ENDS)) if prep else ()
    if not head:
        return []
    out = []
    if prep == "of" and (head[-1] in TITLE_ANALYSIS_HEADS or head[-1] in TITLE_EVALUATIVE_HEADS) and comp:
        obj = list(comp)
        while obj and obj[0] in ("the", "a", "an"):
            obj = obj[1:]  # "A Study of the X"
        out += [tp for tp in _split_phrase(kind, obj)
                if tp.head[-1] not in TITLE_ANALYSIS_HEADS and tp.head[-1] not in TITLE_EVALUATIVE_HEADS]
    out.append(TitleProblem(kind, head, prep, comp))
    return out


def _words_upto(seq: Sequence[str], stops: frozenset) -> list[str]:
    """The words of ``seq`` before the first one in ``stops``."""
    out = []
    for w in seq:
        if w in stops:
            break
        out.append(w)
    return out
