"""Unit tests of the main-task scorer (kg.extract.roles_main) on hand-made evidence."""
from __future__ import annotations

from kg.extract.roles_main import (MAX_RECURRENCE_BONUS, TaskEvidence, choose_main_task,
                                   mention_score, task_scores)


def ev(key, sentence=1, tags=(), n_words=2, start=0, subsumed=False):
    return TaskEvidence(key, sentence, frozenset(tags), n_words, start, subsumed)


def test_no_evidence_no_main_task():
    assert choose_main_task([]) is None


def test_definition_beats_opening_and_purpose_beats_main_sentence():
    assert choose_main_task([ev("a", 0, {"opening"}, start=0), ev("b", 0, {"aims"}, start=50)]) == "b"
    assert choose_main_task([ev("a", 2, {"main-sentence"}, start=0), ev("b", 2, {"purpose"}, start=9)]) == "b"


def test_aims_counts_only_in_the_first_two_sentences():
    assert mention_score(ev("a", 1, {"aims"})) == 8.0
    assert mention_score(ev("a", 4, {"aims"})) == 0.0


def test_in_opening_field_is_not_an_opening_task():
    assert mention_score(ev("a", 0, {"opening", "in-opening"})) == mention_score(ev("a", 0, {"in-opening"}))


def test_one_word_and_subsumed_tasks_lose():
    assert mention_score(ev("planning", 2, {"framed"}, n_words=1)) < mention_score(ev("x", 2, {"framed"}))
    assert mention_score(ev("a", 2, {"framed"}, subsumed=True)) < mention_score(ev("a", 2, {"framed"}))


def test_recurrence_bonus_is_capped():
    base = task_scores([ev("a", 2, {"framed"})])["a"]
    assert task_scores([ev("a", 2, {"framed"})], {"a": 2})["a"] == base + 1.0
    assert task_scores([ev("a", 2, {"framed"})], {"a": 9})["a"] == base + MAX_RECURRENCE_BONUS


def test_tie_goes_to_the_earlier_task():
    assert choose_main_task([ev("late", 2, {"framed"}, start=80), ev("early", 2, {"framed"}, start=10)]) == "early"


def test_an_evaluation_suite_is_never_the_main_task():
    suite = ev("starcraft", 3, {"framed", "evaluation-suite"}, start=5)
    assert choose_main_task([suite]) is None
    assert choose_main_task([suite, ev("grouping", 3, set(), start=90)]) == "grouping"


def _roles(title):
    from kg.extract.roles_main import title_roles
    return {w: r for w, r in title_roles(title)}


def test_title_roles_purpose_and_means():
    r = _roles("Sparse Kernel Smoothing for Rainfall Nowcasting")
    assert r["sparse"] == r["smoothing"] == "means"
    assert r["rainfall"] == r["nowcasting"] == "purpose"
    r = _roles("Robust Speaker Diarization with Graph Attention")
    assert r["speaker"] == r["diarization"] == "purpose"
    assert r["graph"] == r["attention"] == "means"
    r = _roles("Towards Faithful Table Summarization")
    assert r["table"] == r["summarization"] == "purpose"


def test_title_roles_name_prefix_and_plain_titles():
    r = _roles("GloRia: Gradient Surgery for Multi-Domain Parsing")
    assert r["gloria"] == "name" and r["parsing"] == "purpose" and r["surgery"] == "means"
    # a topic before the colon is not a name (no name shape, two words)
    assert _roles("Weather forecasting: a benchmark for neural solvers")["weather"] == "plain"
    assert set(_roles("Calibrated Few-Shot Segmentation").values()) == {"plain"}
    # a title opening with a gerund names what it improves before "for"
    r = _roles("Accelerating Mesh Generation for Finite Elements")
    assert r["mesh"] == "plain" and r["elements"] == "purpose"
    from kg.extract.roles_main import title_roles
    assert title_roles("") == []


def test_title_purpose_outweighs_title_means():
    purpose = mention_score(ev("a", 3, {"title", "title-purpose"}))
    plain = mention_score(ev("b", 3, {"title"}))
    means = mention_score(ev("c", 3, {"title", "title-means"}))
    assert purpose > plain > means
    assert choose_main_task([ev("opening", 0, {"opening"}, start=0),
                             ev("purpose", 3, {"title", "title-purpose"}, start=90)]) == "purpose"


def test_title_roles_means_before_a_later_purpose_and_gerund_openings():
    r = _roles("Score Matching with Random Features for Protein Docking")
    assert r["score"] == r["matching"] == "means" and r["docking"] == "purpose"
    r = _roles("Boosting Table Retrieval with Sparse Codes")
    assert r["table"] == r["retrieval"] == "plain" and r["codes"] == "means"
