"""Session 22 task rules: the subject that an opening sentence calls a problem of the field
(roles_tasks.TaskRules._stated_opening_problem, switch STATED_OPENING_PROBLEM). Sentences
written for these tests."""
from __future__ import annotations

import pytest

import kg.extract.roles_tasks as RT
from kg.records import Paper


def _extract(ex, text, title=None):
    ext = ex.extract(Paper(id="p", abstract=text, title=title, source="t"))
    tasks = [m.text for m in ext.mentions if m.type == "Task"]
    main = [m.text for m in ext.mentions if m.type == "Task" and m.main]
    return tasks, (main[0] if main else None)


_LATER = " We propose a simple method and test it on three public benchmarks."


def test_a_one_word_gerund_called_a_fundamental_operation(ex):
    tasks, main = _extract(ex, "Hashing is a fundamental operation of modern databases." + _LATER)
    assert "Hashing" in tasks
    assert main == "Hashing"


def test_a_learning_to_problem_with_its_acronym(ex):
    tasks, main = _extract(ex, "Learning to abstain (LTA) is a classical problem in which a model may decline "
                               "to answer." + _LATER)
    assert main == "Learning to abstain"


def test_a_subject_called_a_major_challenge_after_a_connective(ex):
    text = ("Deep networks fit their training data well. However, robust generalization remains a major "
            "challenge for large models." + _LATER)
    tasks, _ = _extract(ex, text)
    assert "robust generalization" in tasks


def test_how_to_is_left_out(ex):
    tasks, _ = _extract(ex, "How to explain sequence classifiers is a significant challenge in practice." + _LATER)
    assert "explain sequence classifiers" in tasks


def test_the_switch_turns_it_off(ex, monkeypatch):
    monkeypatch.setattr(RT, "STATED_OPENING_PROBLEM", False)
    tasks, _ = _extract(ex, "Hashing is a fundamental operation of modern databases." + _LATER)
    assert "Hashing" not in tasks


@pytest.mark.parametrize("text", [
    # a model, a thing, a reference back, two obstacles, a predicate that is no problem
    "Graph neural networks are a fundamental tool for molecules.",
    "Unlabeled data is a key component of modern learning systems.",
    "This setting is a fundamental problem for robots.",
    "Label noise and class imbalance are the central problems of medical imaging.",
    "Hashing is a fundamental component of modern databases.",
    "Noise poses a widespread challenge in signal processing.",
])
def test_no_task_from_subjects_that_name_no_problem(ex, text):
    tasks, _ = _extract(ex, text + _LATER)
    assert not any(t.lower().startswith(text.split()[0].lower()) for t in tasks if t != "data")


# ------------------------------------------------------------------ recurrence of whole words
def test_recurrence_counts_whole_words_only(monkeypatch):
    import kg.extract.roles as R
    sents = ["we study equivariant convolution on spheres.",
             "we build so(3)-equivariant convolution layers.",
             "semi-supervised learning helps.",
             "equivariant convolutions are cheap."]
    assert R.sentences_naming({"equivariant convolution"}, sents) == 2
    assert R.sentences_naming({"supervised learning"}, sents) == 0
    monkeypatch.setattr(R, "RECURRENCE_WHOLE_WORDS", False)
    assert R.sentences_naming({"equivariant convolution"}, sents) == 3
    assert R.sentences_naming({"supervised learning"}, sents) == 1


def test_the_object_of_a_gerund_of_bettering(ex, monkeypatch):
    text = "Improving the alignment of dialogue agents with user intent remains an open challenge." + _LATER
    tasks, _ = _extract(ex, text)
    assert "alignment of dialogue agents with user intent" in tasks
    monkeypatch.setattr(RT, "STATEMENT_IMPROVING_OBJECT", False)
    tasks, _ = _extract(ex, text)
    assert "alignment of dialogue agents with user intent" not in tasks


def test_a_verb_clause_may_end_in_an_aspect_noun(ex, monkeypatch):
    text = "Estimating feature importance is the central goal of many clinical studies." + _LATER
    tasks, _ = _extract(ex, text)
    assert "Estimating feature importance" in tasks
    monkeypatch.setattr(RT, "STATEMENT_CLAUSE_HEAD", False)
    monkeypatch.setattr(RT, "OPENING_CLAUSE_FALLBACK", False)  # (session 23: the fallback reads the clause too)
    tasks, _ = _extract(ex, text)
    assert "Estimating feature importance" not in tasks


def test_a_later_sentence_and_a_trailing_adverb(ex):
    text = ("Web agents read pages and click buttons. They act in many sites. "
            "However, grounding still remains a major challenge." + _LATER)
    tasks, _ = _extract(ex, text)
    assert "grounding" in tasks
    assert "grounding still" not in tasks
