"""What the main-task fallbacks of kg.extract.roles_title refuse
(``TitleTaskRules._fallback_refuses``): a known method, a bare verb form, a phrase headed
by a vague noun or opened by a comparing adjective, a phrase that starts inside a
hyphenated word, a coordination of plain nouns; and a problem phrase ends before a means
gerund ("using"). Each text below gave the refused phrase as a task before the check.
Sentences are written for these tests."""
from __future__ import annotations

import pytest

from tests.factories import main_task, run, tasks


def _lower_tasks(ex) -> set[str]:
    return {t.lower() for t in tasks(ex)}


# ------------------------------------------------------------------ bare verb forms
@pytest.mark.parametrize("text", [
    "We address the problem of computing a sparse cover for graphs with heavy tails. "
    "Earlier covers need quadratic time. We prove a near-linear bound.",
    "We study estimating. Our results hold for small models.",
])
def test_a_bare_gerund_is_no_main_task(extractor, text):
    ex = run(extractor, text)
    assert main_task(ex) not in ("computing", "estimating")
    assert not _lower_tasks(ex) & {"computing", "estimating"}


def test_a_phrase_opened_by_a_finite_verb_is_no_main_task(extractor):
    ex = run(extractor, "A model that learns mixtures of experts is shown. Our proof is short.",
             title="Learning Mixtures of Experts with Gates")
    assert not any(t.startswith("learns") for t in _lower_tasks(ex))


# ------------------------------------------------------------------- vague heads
@pytest.mark.parametrize("text,refused", [
    ("In this work, we explore the potential of distilling large search engines into small "
     "networks. We run many experiments.", "potential"),
    ("In this position paper, we examine the technical difficulty of steering autonomous agents "
     "toward human goals. We argue that such agents may deceive.", "technical difficulty"),
    ("We study the number of queries needed by a learner in repeated auctions. Our bounds are tight.",
     "number of queries"),
    ("This paper studies the different sub-problems of the objective. We prove convergence.",
     "different sub-problems"),
])
def test_a_vague_head_is_no_main_task(extractor, text, refused):
    ex = run(extractor, text)
    assert not any(t.startswith(refused) for t in _lower_tasks(ex)), tasks(ex)


def test_a_gerund_before_a_vague_head_names_the_act(extractor):
    # "errors" is vague alone ("the achievable error"), but predicting them is a task
    ex = run(extractor, "We propose a probe for question answering. The probe also helps with the "
                        "problem of predicting factual errors.")
    assert "predicting factual errors" in _lower_tasks(ex)


def test_a_comparing_adjective_refers_back(extractor):
    text = ("Wide models obey power laws in their loss. Analogous scaling laws remain unexplored for "
            "sparse models. We measure them on ten tasks.")
    assert "analogous scaling laws" not in _lower_tasks(run(extractor, text))


# ------------------------------------------------------------------ known methods
def test_a_method_head_is_no_studied_problem(extractor):
    ex = run(extractor, "This paper studies orthogonal matching pursuit. We give a sharper recovery bound for it.")
    assert "orthogonal matching pursuit" not in _lower_tasks(ex)


# ------------------------------------------------------------------ coordinations
def test_a_coordination_of_plain_nouns_is_no_problem(extractor):
    ex = run(extractor, "Pretraining for language and vision is costly. We give a cheaper recipe.",
             title="Cheap Pretraining for Language and Vision")
    assert "language and vision" not in _lower_tasks(ex)


# ------------------------------------------------------------------ phrase bounds
def test_a_problem_phrase_ends_before_a_means_gerund(extractor):
    ex = run(extractor, "We tackle the problem of clustering streams with a bounded memory using random "
                        "sketches. Our sketches use logarithmic space.")
    low = _lower_tasks(ex)
    assert "clustering streams with a bounded memory" in low
    assert not any(t.endswith("random sketches") for t in low)


# ------------------------------------------------------------------ difficulty grades
def test_a_solved_problem_drops_its_difficulty_grade(extractor):
    low = _lower_tasks(run(extractor, "FlowPol solves challenging control tasks with few samples."))
    assert "control tasks" in low
    assert not any(t.startswith("challenging") for t in low)


def test_a_difficulty_adjective_opens_no_purpose_clause(extractor):
    # "for challenging control": "challenging" grades the noun, it is no gerund with an object
    low = _lower_tasks(run(extractor, "We propose FlowPol, a policy for challenging control. It is fast."))
    assert "challenging control" not in low
