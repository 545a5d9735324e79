"""Task clauses of session 38: after "the problem / task of", a gerund that can be a noun
("learning", "training", "computing") opens a clause when an article follows it
(``roles_tasks.GERUND_ARTICLE_OBJECTS``), and the clause's object may count a hyphenated
compound as one word (``roles_tasks.HYPHEN_OBJECT_WORDS``). Abstracts are written for these tests."""
from __future__ import annotations

import kg.extract.roles_tasks as RT
from tests.factories import task_mains

POLICY = ("We study the problem of computing the optimal policy for a queue with abandoning customers. "
          "Our algorithm runs in polynomial time and matches a lower bound.")
FLOW = ("We consider the problem of training a score-based generative model on a small budget. "
        "We bound its sample complexity and confirm the bound on toy data.")
NOUN = ("The problem of learning is hard when labels are noisy. We give a new loss for it and "
        "show gains on two image benchmarks.")

_tasks = task_mains  # the shared ``extractor`` fixture is conftest's


def test_a_learning_gerund_before_an_article_is_a_clause(extractor):
    assert "computing the optimal policy" in _tasks(extractor, POLICY)


def test_a_hyphenated_compound_counts_one_word_of_the_object(extractor):
    assert "training a score-based generative model" in _tasks(extractor, FLOW)


def test_a_gerund_read_as_a_noun_opens_no_clause(extractor):
    assert not any(t.startswith("learning is") for t in _tasks(extractor, NOUN))


def test_the_switches_restore_the_old_output(extractor, monkeypatch):
    monkeypatch.setattr(RT, "GERUND_ARTICLE_OBJECTS", False)
    assert "computing the optimal policy" not in _tasks(extractor, POLICY)
    monkeypatch.setattr(RT, "GERUND_ARTICLE_OBJECTS", True)
    monkeypatch.setattr(RT, "HYPHEN_OBJECT_WORDS", False)
    # (session 46: the studied clause reads an article object too; off for the old output)
    monkeypatch.setattr(RT, "STUDIED_GERUND_WIDE_OBJECTS", False)
    assert "training a score-based generative model" not in _tasks(extractor, FLOW)
