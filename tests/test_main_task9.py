"""Main-task choice of the ninth round (kg.extract.roles_main, roles_title): what a title
goes beyond or does without ("X Beyond Y") is the limit of earlier work, not the paper's
problem; the setting of a title's purpose ("for X in Y") is not the purpose; and the
main-task fallbacks read a problem after an introductory clause, a subject said to be
studied, the field of a studied means, and, last, the problem phrase the abstract keeps
returning to. Sentences and titles are written for these tests."""
from __future__ import annotations

from kg.extract import roles_tasks
from kg.extract.roles_main import title_roles
from tests.factories import main_task, run


def test_words_after_beyond_are_plain_up_to_the_next_cue():
    roles = dict(title_roles("Treatment Effect Estimation Beyond Strong Ignorability with Proxy Variables"))
    assert roles["strong"] == roles["ignorability"] == "plain"
    assert roles["treatment"] == roles["estimation"] == "purpose"
    assert roles["proxy"] == "means"


def test_words_after_without_are_plain_before_a_purpose():
    roles = dict(title_roles("Policy Evaluation without Reward Labels for Recommender Systems"))
    assert roles["reward"] == roles["labels"] == "plain"
    assert roles["policy"] == "means" and roles["recommender"] == "purpose"


def test_the_problem_a_title_goes_beyond_is_not_the_main_task(extractor):
    title = "Causal Effect Estimation Beyond Markov Equivalence with Partial Graph Knowledge"
    text = ("Causal effect estimation from observational data needs a causal graph. "
            "Earlier adjustment formulas assume that the graph is known up to its Markov equivalence class. "
            "We give an estimator that needs only partial knowledge of the graph.")
    assert main_task(run(extractor, text, title=title)) == "Causal effect estimation"


# ------------------------------------------------------------- studied problems (fallback)
def test_a_subject_said_to_be_widely_studied_is_the_problem(extractor):
    text = ("To cut labelling costs, offline reward shaping from demonstrations is widely studied. "
            "Earlier work needs dense labels. We give a sparse variant and bound its error.")
    assert main_task(run(extractor, text)) == "offline reward shaping from demonstrations"


def test_a_subject_studied_to_improve_something_is_a_means(extractor):
    text = ("Weight sharing has been investigated to improve the efficiency of training. "
            "We give a sparse variant and bound its error.")
    assert main_task(run(extractor, text)) != "Weight sharing"


def test_a_subject_after_an_introductory_clause_that_remains_challenging(extractor):
    text = ("Although calibration is well understood for small classifiers, calibrating probabilistic "
            "weather forecasts remains challenging. We give a cheap temperature rule and bound its error.")
    assert main_task(run(extractor, text)) == "calibrating probabilistic weather forecasts"


def test_a_subject_that_became_a_research_topic_is_the_problem(extractor):
    text = ("Counterfactual fairness of rankers has become a popular research topic. "
            "We give a sparse variant and bound its error.")
    assert main_task(run(extractor, text)) == "Counterfactual fairness of rankers"


# ------------------------------------------------------------- the setting of a title purpose
def test_the_setting_of_a_title_purpose_is_not_the_main_task(extractor):
    title = "Count Bonuses for Long-Horizon Exploration in Monte Carlo Tree Search"
    text = ("Monte Carlo tree search plans by sampling trajectories. Long-horizon exploration is weak "
            "in its standard form. We add count bonuses to the tree policy and prove a regret bound.")
    assert main_task(run(extractor, text, title=title)) == "Long-horizon exploration"


def test_the_setting_weighs_less_than_the_title(extractor):
    from kg.extract.roles_main import WEIGHTS
    assert 0 < WEIGHTS["title-setting"] < WEIGHTS["title"]


def test_the_purpose_outranks_its_setting_named_first(extractor):
    title = "Aligned Objectives for Label Denoising in Federated Learning"
    text = ("Federated learning trains models across clients. Label denoising in this setting is hard because "
            "clients hide their data. We give a consensus objective for label denoising and prove it converges.")
    assert main_task(run(extractor, text, title=title)) == "Label denoising"


# ------------------------------------------------------------- the field of a studied means
FIELD_TEXT = ("In this work, we analyze two of the most fundamental algorithms in strongly monotone "
              "variational inequalities: the extragradient method and optimistic gradient descent. "
              "We give last-iterate rates for both.")


def test_the_field_of_studied_algorithms_is_the_problem(extractor):
    assert main_task(run(extractor, FIELD_TEXT)) == "strongly monotone variational inequalities"


def test_without_the_switch_the_field_of_studied_algorithms_is_not_read(extractor, monkeypatch):
    from kg.extract import roles_title
    monkeypatch.setattr(roles_title, "MEANS_IN_FIELD", False)
    assert main_task(run(extractor, FIELD_TEXT)) != "strongly monotone variational inequalities"


def test_a_hedging_adverb_is_no_part_of_the_problem(extractor):
    text = ("In this work, we analyze two of the most fundamental algorithms in fairly broad "
            "variational inequalities: the extragradient method and optimistic gradient descent.")
    assert main_task(run(extractor, text)) != "fairly broad variational inequalities"


# ------------------------------------------------------------- the recurrent problem (last fallback)
RECURRENT = ("Language models show in-context learning on unseen prompts. What makes in-context learning "
             "emerge? We show that in-context learning appears after a sharp drop of the loss. "
             "A small copying circuit explains the drop.")


def test_the_problem_the_abstract_keeps_returning_to_is_the_last_fallback(extractor):
    assert main_task(run(extractor, RECURRENT)) == "in-context learning"


def test_without_the_switch_no_recurrent_problem_is_read(extractor, monkeypatch):
    monkeypatch.setattr(roles_tasks, "RECURRENT_FALLBACK", False)
    assert main_task(run(extractor, RECURRENT)) is None


def test_a_recurrent_nominalisation_that_names_no_task_is_not_read(extractor):
    text = ("Spectral density of a kernel sets its smoothness. We estimate spectral density from samples. "
            "The spectral density estimate converges at a fast rate.")
    assert main_task(run(extractor, text)) != "Spectral density"
