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
  randomized defense") (``appositive``);
* the object of a self-study verb ("we study T", "we investigate the effect of A on
  T") (``study``);
* the abstract's opening phrase or opening nominal subject ("Video misinformation
  detection is ...") (``opening``, ``opening-subject``);
* the paper's title names the task (``title``, when the caller gives a title);
* a task of the main proposal sentence (``main-sentence``); a result claim of the
  proposal ("X achieves state-of-the-art fidelity in T") (``result``); "In T, ..."
  opening one of the first two sentences (``in-opening``);
* weak evidence: the text frames it as a problem ("T tasks", "the problem of T")
  (``framed``), it is a Papers with Code task (``gazetteer``), it is in the first
  sentence, and it recurs in several sentences.

A one-word task ("control", "search") loses :data:`SINGLE_WORD_PENALTY`: the text
usually names the specific problem elsewhere. A named evaluation suite in an experiment
sentence ("experiments on the StarCraft II micromanagement tasks") counts against
(``evaluation-suite``): it is where the method is tested, rarely the problem it solves. The weights are a hand-set linear
scoring of the kind used for key-phrase and topic-sentence selection (position,
frequency, cue phrases and title words: Edmundson, H. P. (1969) "New Methods in
Automatic Extracting", JACM 16(2)); they were set on the dev gold and checked by eye on
abstracts of other venues.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Optional, Sequence

#: Evidence tag -> weight (see the module docstring).
WEIGHTS: dict[str, float] = {
    "aims": 8.0,
    "named-problem": 7.0,
    "purpose": 6.0,
    "appositive": 5.0,
    "study": 5.0,
    "opening": 5.0,
    "purpose-clause": 4.0,
    "opening-subject": 4.0,
    "title": 5.0,
    "main-sentence": 2.0,
    "result": 3.0,
    "in-opening": 3.0,
    "testbed": 3.0,
    "framed": 1.0,
    "gazetteer": 1.0,
    "for": 0.5,
    "evaluation-suite": -3.0,
}
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

    ``aims`` counts in the first two sentences only; ``opening`` does not count for the
    field of an "In T, ..." opener (``in-opening``), which frames the setting of the
    problem that follows it.
    """
    tags = set(ev.tags)
    if "in-opening" in tags:
        tags.discard("opening")
    if ev.sentence > 1:
        tags.discard("aims")
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


def choose_main_task(evidence: Sequence[TaskEvidence],
                     sentence_counts: Optional[dict[str, int]] = None) -> Optional[str]:
    """The key of the main task, or None when there is no mention.

    The best-scored task (:func:`task_scores`) wins; a tie goes to the task mentioned
    first in the text. A task named only as an evaluation suite (every mention tagged
    ``evaluation-suite``) is never the main task; None when no other task is left.
    """
    if not evidence:
        return None
    eligible = {ev.key for ev in evidence if "evaluation-suite" not in ev.tags}
    if not eligible:
        return None
    scores = {k: v for k, v in task_scores(evidence, sentence_counts).items() if k in eligible}
    first = {}
    for ev in evidence:
        first[ev.key] = min(first.get(ev.key, ev.start), ev.start)
    return max(scores, key=lambda k: (scores[k], -first[k]))
