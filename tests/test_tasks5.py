"""Task rules of the second task round of issue 3 (kg.extract.roles_tasks, roles_title,
roles): problem cues the main-task fallbacks read ("we formalize ... as X", "Recent
advances in X", "To study X" in any sentence, "the convergence properties of X with Y"),
a metric word inside a task phrase, the proposed method's own appositive and a part's
name that are no tasks, a benchmark name outside its task, difficulty and back-reference
modifiers, elliptical example lists, and one type per phrase. Sentences are written for
these tests."""
from __future__ import annotations

from tests.factories import main_task, run, tasks


def _typed(ex, type_: str) -> set[str]:
    return {m.text for m in ex.mentions if m.type == type_}


def test_metric_word_inside_a_task_phrase_is_no_metric(extractor):
    ex = run(extractor, "We study the estimation problem of sparse precision matrices under heavy tails. "
                        "We propose a thresholded estimator.")
    assert "sparse precision" not in _typed(ex, "Metric")
    assert any("sparse precision matrices" in t for t in tasks(ex))


def test_metric_word_before_a_nominalisation_is_part_of_the_task(extractor):
    ex = run(extractor, "We introduce QuickQ, a randomized algorithm for regret minimization in episodic "
                        "Markov decision processes. QuickQ is simple.")
    assert main_task(ex) == "regret minimization"
    assert "regret" not in _typed(ex, "Metric")


def test_formalized_as_names_the_problem(extractor):
    ex = run(extractor, "Labels are often only available for groups of examples. In this work, we formalize "
                        "this setting as learning from label proportions and derive generalization bounds.")
    assert main_task(ex) == "learning from label proportions"


def test_recent_advances_in_a_field_with_a_mistagged_verb(extractor):
    ex = run(extractor, "Recent advances in unsupervised sketch abstraction leverage stroke orderings for "
                        "strong results. The orderings remain hidden.")
    assert main_task(ex) == "unsupervised sketch abstraction"


def test_advances_in_a_background_clause_are_no_task(extractor):
    ex = run(extractor, "Policy gradients are a common tool. With the recent advances in batched physics "
                        "simulation, data is cheap. We propose a splitting scheme.")
    assert "batched physics simulation" not in tasks(ex)


def test_to_study_x_in_a_later_sentence(extractor):
    ex = run(extractor, "Language models repeat their training data. This raises privacy concerns. Several "
                        "scores exist. To study memorization, earlier work used costly retraining. "
                        "We give a cheaper score.")
    assert main_task(ex) == "memorization"


def test_aspect_of_a_problem_with_a_setting_complement(extractor):
    ex = run(extractor, "This paper delves into the convergence properties of cyclic coordinate methods "
                        "with random block ordering. Our bounds improve prior ones.")
    assert main_task(ex) == "convergence properties of cyclic coordinate methods with random block ordering"


def test_bare_appositive_of_the_proposed_name_is_the_method(extractor):
    ex = run(extractor, "Adversarial examples threaten deployed classifiers. We propose GuardNet, a hybrid "
                        "randomized defense. GuardNet lowers the attack success rate.")
    assert "hybrid randomized defense" not in tasks(ex)


def test_name_of_a_component_is_no_task(extractor):
    ex = run(extractor, "Our planner relies on a risk-aware model predictive control (RA-MPC) component to "
                        "select actions. We propose PlanR for visual navigation.")
    assert "risk-aware model predictive control" not in tasks(ex)
    assert main_task(ex) == "visual navigation"


def test_benchmark_name_is_not_part_of_the_task(extractor):
    ex = run(extractor, "We propose LoopNet for graph reasoning. We evaluate LoopNet on the GRB-12 graph "
                        "reasoning benchmark.")
    assert tasks(ex) == {"graph reasoning"}


def test_back_reference_participle_is_not_part_of_the_task(extractor):
    ex = run(extractor, "We evaluate agents on the formulated routing problem and on the formulated "
                        "scheduling problem.")
    assert not any(t.startswith("formulated") for t in tasks(ex))


def test_elliptical_example_list_gives_no_bare_heads(extractor):
    ex = run(extractor, "Implicit surfaces support many applications, such as 3D shape reconstruction, "
                        "generation and understanding. We propose SurfNet for shape modeling.")
    ts = tasks(ex)
    assert "3D shape reconstruction" in ts
    assert "generation" not in ts and "understanding" not in ts


def test_specific_bare_heads_of_an_example_list_stay(extractor):
    ex = run(extractor, "We propose ClearNet. ClearNet reaches strong results on four restoration tasks, "
                        "including image deraining, deblurring, dehazing, and desnowing.")
    ts = tasks(ex)
    assert "deblurring" in ts and "dehazing" in ts


def test_per_task_scores_keep_one_word_tasks(extractor):
    ex = run(extractor, "We propose SpikeVL for 3D perception. SpikeVL improves downstream tasks (e.g., +3.2% "
                        "3D classification, +1.5% detection, +2.0% segmentation).")
    ts = tasks(ex)
    assert "detection" in ts and "segmentation" in ts


def test_one_phrase_one_type(extractor):
    ex = run(extractor, "We study continual learning for speech recognizers. Our method builds on continual "
                        "learning with replay buffers.")
    assert "continual learning" in tasks(ex)
    assert "continual learning" not in _typed(ex, "Method")


def test_naming_participle_splits_a_task_phrase(extractor):
    ex = run(extractor, "We study a model for active learning called interactive labeling in which the goal "
                        "is to label items. We give bounds.")
    ts = tasks(ex)
    assert "interactive labeling" in ts
    assert not any("called" in t for t in ts)


def test_task_phrase_keeps_its_hyphenated_first_word(extractor):
    ex = run(extractor, "We introduce VidQuiz, a benchmark for long video understanding. Models reach less "
                        "than 40% on the VidQuiz multi-choice question answering task.")
    ts = tasks(ex)
    assert "multi-choice question answering" in ts
    assert not any(t.startswith("-") for t in ts)
