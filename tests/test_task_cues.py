"""Task and main-task cues of kg.extract.roles on sentences written for these tests:
title purpose and means, gerund title clauses, the problem named in a contribution's
descriptor, definitions with a prepositional complement, acronym-named problems,
benchmark purposes, problem qualifiers and shortcomings."""
from __future__ import annotations

from tests.factories import main_task, run, tasks


# ------------------------------------------------------------------------ title
def test_title_purpose_found_inside_a_longer_phrase_is_the_main_task(extractor):
    text = ("Humans plan ahead with little experience. Current reinforcement learning methods need "
            "many interactions with the environment. We introduce a rehearsal scheme that trains "
            "policies on imagined tasks.")
    untitled = run(extractor, text)
    assert "reinforcement learning" not in tasks(untitled)
    titled = run(extractor, text, "Rehearsal Schemes for Reinforcement Learning")
    assert main_task(titled) == "reinforcement learning"


def test_title_means_loses_to_title_purpose(extractor):
    text = ("Neural networks forget old tasks when they learn new ones. We show how orthogonal "
            "projection can help continual learning in spiking networks.")
    ex = run(extractor, text, "Orthogonal Projection for Continual Learning of Spiking Networks")
    assert main_task(ex) == "continual learning"


def test_title_purpose_takes_the_most_specific_phrase_of_the_text(extractor):
    text = ("Multivariate time series forecasting is hard when values are missing. We propose a "
            "graph network that handles gaps.")
    ex = run(extractor, text, "Biased Graph Networks for Time Series Forecasting")
    assert main_task(ex) == "Multivariate time series forecasting"


def test_title_quantifier_and_one_word_tails_are_not_tasks(extractor):
    text = ("Dense features at any resolution help semantic segmentation. We propose a model-agnostic "
            "upsampler for such features.")
    ex = run(extractor, text, "A Model-Agnostic Upsampler for Features at Any Resolution")
    assert not any("resolution" in t.lower() for t in tasks(ex))


def test_gerund_title_segment_found_in_the_text(extractor):
    text = ("Labels are often aggregated to protect privacy. We study two losses for learning from "
            "noisy crowds and compare their bias.")
    ex = run(extractor, text, "Learning from Noisy Crowds: Two Losses Compared")
    assert main_task(ex) == "learning from noisy crowds"
    # a clause cut by a purpose word is not taken whole
    ex = run(extractor, text, "Learning from Noisy Crowds for Medical Imaging")
    assert "learning from noisy crowds" not in tasks(ex)


# ------------------------------------------------------------------------ contribution
def test_problem_named_inside_the_contribution_descriptor(extractor):
    ex = run(extractor, "Videos are abundant but unlabeled. We introduce a novel self-supervised "
                        "video representation learning method that uses temporal order.")
    assert main_task(ex) == "self-supervised video representation learning"
    # the descriptor of a part (a module) names no problem of the paper
    ex = run(extractor, "We design a cross-modal translation module that maps audio to text.")
    assert "cross-modal translation" not in tasks(ex)


def test_definition_with_a_prepositional_complement(extractor):
    ex = run(extractor, "Question answering over knowledge graphs aims to answer questions with "
                        "facts from a graph. We propose a retriever for it.")
    assert main_task(ex) == "Question answering over knowledge graphs"


def test_acronym_named_problem_and_a_proposal_that_addresses_it(extractor):
    text = ("Aligning clips with captions meets the coarse caption misalignment (CCM) problem. "
            "We propose FilterAlign, which addresses CCM with optimal transport.")
    ex = run(extractor, text)
    assert main_task(ex) == "coarse caption misalignment"


def test_benchmark_for_measuring_a_capability(extractor):
    ex = run(extractor, "Language models hallucinate. We present TabQuiz, a new dataset for measuring "
                        "numerical reasoning abilities of language models.")
    # the task is the reasoning itself, not the ability to do it
    assert "numerical reasoning" in tasks(ex)


def test_a_model_based_on_a_named_technique_is_not_that_technique(extractor):
    ex = run(extractor, "We propose a novel generative model based on the dual form of Entropic "
                        "Optimal Transport (EOT). It is stable.")
    assert "EOT" not in {m.text for m in ex.mentions if m.role == "proposed"}


# ------------------------------------------------------------------------ framing
def test_problem_qualifiers_name_no_task_but_the_gerund_subject_does(extractor):
    ex = run(extractor, "Forecasting crop yields under climate shifts is a critical research problem. "
                        "To study this problem, we build a testbed.")
    assert "critical research problem" not in tasks(ex)
    assert main_task(ex) == "Forecasting crop yields under climate shifts"


def test_shortcomings_listed_after_an_issue_verb_are_not_tasks(extractor):
    ex = run(extractor, "Deep graph networks lead to problems such as over-smoothing and slow "
                        "training. We propose a rewiring scheme.")
    assert "over-smoothing" not in tasks(ex)


def test_adverb_before_a_studied_gerund_is_kept(extractor):
    ex = run(extractor, "We study the problem of jointly estimating sparse covariance matrices from "
                        "few samples.")
    assert "jointly estimating sparse covariance matrices" in tasks(ex)


def test_a_method_head_that_the_text_calls_a_task(extractor):
    ex = run(extractor, "For logistic regression tasks, we bound the excess risk of the estimator.")
    assert "logistic regression" in tasks(ex)


# ------------------------------------------------------------------------ datasets
def test_one_word_dataset_name_listed_beside_name_shaped_ones(extractor):
    ex = run(extractor, "Our detector achieves state-of-the-art results on COCO, ADE20K and Mapillary.")
    assert {m.text for m in ex.mentions if m.type == "Dataset"} == {"COCO", "ADE20K", "Mapillary"}


def test_one_word_task_heading_a_longer_task_is_not_reported(extractor):
    ex = run(extractor, "We study information retrieval with language models. Current retrieval benchmarks "
                        "are saturated, so we build a harder one.")
    assert "information retrieval" in tasks(ex)
    assert "retrieval" not in tasks(ex)


def test_studied_rate_with_its_complement_is_a_task(extractor):
    ex = run(extractor, "Best-response dynamics converge in zero-sum games. In this work, we focus on the "
                        "rate of convergence of best-response dynamics in potential games.")
    assert main_task(ex) == "rate of convergence"
    ex = run(extractor, "This paper studies the behaviour of two-layer linear networks trained with "
                        "gradient flow.")
    assert not any(t.startswith("behaviour") for t in tasks(ex))


def test_as_a_descriptor_names_the_problem_of_a_studied_technique(extractor):
    ex = run(extractor, "Adapter tuning has emerged as a parameter-efficient transfer learning technique. "
                        "We analyse when it beats full fine-tuning.")
    assert main_task(ex) == "parameter-efficient transfer learning"
    ex = run(extractor, "PyBox is released as a premier machine learning framework for physics.")
    assert not any("machine learning" in t for t in tasks(ex))
