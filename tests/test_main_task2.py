"""The main-task fallbacks of kg.extract.roles_title (third task round): when no task rule
finds a task, the problem the abstract states ("the problem of X", "we study X", "we
provide an analysis of X", "To study X, ...", "X remains challenging") or the longest
phrase it shares with the title is the main task. Sentences are written for these tests."""
from __future__ import annotations

from tests.factories import main_task, run, tasks


# ------------------------------------------------------------- problem statements
def test_the_problem_of_x_names_the_main_task_whatever_its_head(extractor):
    text = ("This paper studies the problem of Delayed Semi-Markov Decision Processes (DSMDPs). "
            "Earlier solvers ignore the delay. We give a planner with provable regret.")
    ex = run(extractor, text)
    assert main_task(ex) == "Delayed Semi-Markov Decision Processes"


def test_an_analysis_of_x_names_x(extractor):
    text = ("This paper provides a sharp analysis of learning with orthogonal random projections. "
            "The bounds hold for any width.")
    assert main_task(run(extractor, text)) == "learning with orthogonal random projections"


def test_to_study_x_names_x(extractor):
    text = ("Wide networks forget rare samples. To study forgetting, earlier work used a costly score. "
            "We give a cheap proxy and bound its error.")
    assert main_task(run(extractor, text)) == "forgetting"


def test_a_subject_that_remains_challenging_is_the_problem(extractor):
    text = ("Estimation of causal effects from text remains challenging. "
            "Confounders hide in the words. We give an estimator with doubly robust guarantees.")
    assert main_task(run(extractor, text)) == "Estimation of causal effects from text"


def test_an_aspect_noun_or_a_means_is_no_problem(extractor):
    # "the role of X", a count of challenges, a model head: nothing to report from the cues
    for text in ("This paper studies the role of depth in small networks. We prove two bounds.",
                 "We address two critical challenges in small networks. We prove two bounds.",
                 "We study a simplified Transformer architecture. We prove two bounds."):
        ex = run(extractor, text)
        assert main_task(ex) not in ("role of depth", "role", "two critical challenges",
                                     "simplified Transformer architecture"), text


def test_a_phrase_cut_inside_a_noun_phrase_is_not_reported(extractor):
    # the phrase would stop at the adverb inside "two-layer fully connected networks"
    text = "This paper studies the behaviour of two-layer fully connected networks. We prove two bounds."
    assert "behaviour" not in {t.lower() for t in tasks(run(extractor, text))}


def test_the_fallback_does_not_replace_a_task_the_rules_find(extractor):
    text = ("This paper studies the problem of dense retrieval under label noise. "
            "We propose NoisyRet, a method for passage re-ranking.")
    assert main_task(run(extractor, text)) != "the problem"
    assert "passage re-ranking" in tasks(run(extractor, text))


# ------------------------------------------------------------------ title overlap
def test_the_title_phrase_repeated_by_the_abstract_is_the_main_task(extractor):
    title = "Robust Evaluation of Speech Recognizers by Adaptive Probing"
    text = ("Evaluation of speech recognizers has raised concerns about leaked test sets. "
            "Our probes rewrite each test item.")
    assert not tasks(run(extractor, text))
    assert main_task(run(extractor, text, title)) == "Evaluation of speech recognizers"


def test_a_title_gerund_matches_its_verb_in_the_abstract(extractor):
    title = "Towards Tracking Deformable Objects with Event Cameras"
    text = "Current trackers fail to track deformable objects at night. Our agent fuses event streams."
    assert main_task(run(extractor, text, title)) == "track deformable objects"


def test_a_solved_object_in_the_title_is_a_problem_whatever_its_head(extractor):
    title = "Revisiting Memory in Solving Constrained Markov Decision Processes"
    text = ("Memory helps agents in Constrained Markov Decision Processes (CMDPs). "
            "We show a recurrent policy is needed.")
    assert main_task(run(extractor, text, title)) == "Constrained Markov Decision Processes"


def test_a_title_object_that_names_a_model_is_no_task(extractor):
    title = "Harnessing Neural Operators with Conserved Quantities"
    text = "Neural operators are fast surrogates of physics. Ours conserve mass exactly."
    assert main_task(run(extractor, text, title)) != "Neural operators"
