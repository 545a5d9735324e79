"""Task rules of the ninth round (kg.extract.roles_tasks): a named kind of a game or
bandit setting is a task ("two-player zero-sum games", "contextual bandits"), and the
appositive descriptor of a proposed name gives its problem ("we present X, an innovative
AE detection framework"). Sentences are written for these tests."""
from __future__ import annotations

import pytest

from kg.extract import roles_tasks
from tests.factories import main_task, run, tasks


# ------------------------------------------------------------- problem settings
def test_a_named_kind_of_game_is_a_task(extractor):
    text = ("Existing solvers for two-player zero-sum games need exact payoffs. "
            "We give an optimistic update whose last iterate converges at a linear rate.")
    assert "two-player zero-sum games" in tasks(run(extractor, text))


def test_a_named_kind_of_bandit_is_a_task_and_outranks_a_method(extractor):
    text = ("We study contextual bandits with delayed rewards. "
            "Our algorithm builds on Thompson sampling and keeps a posterior per arm. "
            "We prove a regret bound that matches the lower bound.")
    ex = run(extractor, text)
    assert "contextual bandits" in tasks(ex)
    assert main_task(ex) == "contextual bandits"


@pytest.mark.parametrize("phrase", ["large games", "these games", "the games", "two games"])
def test_a_size_a_determiner_or_a_count_names_no_kind_of_game(extractor, phrase):
    text = (f"Prior solvers scale poorly in {phrase}. "
            "We give a sparse solver whose memory grows linearly with the number of actions.")
    assert not any(t.lower().endswith("games") for t in tasks(run(extractor, text)))


def test_without_the_switch_a_kind_of_game_is_no_task(extractor, monkeypatch):
    text = ("Existing solvers for two-player zero-sum games need exact payoffs. "
            "We give an optimistic update whose last iterate converges at a linear rate.")
    monkeypatch.setattr(roles_tasks, "SETTING_PROBLEM_HEADS", frozenset())
    assert "two-player zero-sum games" not in tasks(run(extractor, text))


# ------------------------------------------------------------- appositive descriptor
APPOSITIVE = ("Deep classifiers are easily fooled by crafted inputs. "
              "In this paper, we present SHIELDNET, an innovative counterfeit banknote detection framework "
              "designed for reliable deployment. SHIELDNET compares each input with its augmented copies.")


def test_the_appositive_descriptor_of_a_proposed_name_gives_its_problem(extractor):
    ex = run(extractor, APPOSITIVE)
    assert "counterfeit banknote detection" in tasks(ex)
    assert main_task(ex) == "counterfeit banknote detection"


def test_without_the_switch_the_appositive_descriptor_gives_no_task(extractor, monkeypatch):
    monkeypatch.setattr(roles_tasks, "APPOSITIVE_DESCRIPTOR", False)
    assert "counterfeit banknote detection" not in tasks(run(extractor, APPOSITIVE))


def test_an_appositive_part_is_not_the_contribution(extractor):
    # the head is a part ("module"), not a whole contribution: no problem is read from it
    text = ("We present SHIELDNET for robust deployment. It adds GATE, a lightweight counterfeit banknote "
            "detection module, to each layer. Experiments show fewer missed attacks.")
    assert "counterfeit banknote detection" not in tasks(run(extractor, text))


# ------------------------------------------------------------- examples of tasks
def test_a_learning_setting_listed_among_tasks_is_a_task(extractor):
    text = ("We pretrain a graph encoder once and reuse it. It helps downstream tasks including "
            "node classification, semi-supervised learning and transfer learning.")
    found = tasks(run(extractor, text))
    assert {"semi-supervised learning", "transfer learning"} <= found


def test_a_field_listed_among_tasks_is_no_task(extractor):
    text = ("Our robust loss needs no tuning. We apply it to many machine learning tasks including "
            "deep learning and online learning.")
    found = tasks(run(extractor, text))
    assert "deep learning" not in found
    assert "online learning" in found


def test_without_the_switch_a_listed_learning_setting_is_no_task(extractor, monkeypatch):
    monkeypatch.setattr(roles_tasks, "EXAMPLE_SETTINGS", False)
    monkeypatch.setattr(roles_tasks, "CONJUNCT_TASKS", False)  # (session 21: members of a list with a task)
    text = ("We pretrain a graph encoder once and reuse it. It helps downstream tasks including "
            "node classification, semi-supervised learning and transfer learning.")
    assert "transfer learning" not in tasks(run(extractor, text))


def test_a_task_named_by_its_modifiers_heads_a_list_of_examples(extractor):
    text = ("Sensor recordings are long and irregular. Each sensor analysis task such as imputation, "
            "anomaly detection and forecasting needs its own model today. We train one model for all.")
    found = tasks(run(extractor, text))
    assert {"imputation", "anomaly detection", "forecasting"} <= found


def test_a_bare_task_before_such_as_heads_no_list(extractor):
    text = ("Networks must ignore the invariances of the task, such as smooth deformations of the input. "
            "We measure how depth helps with that.")
    assert "smooth deformations" not in tasks(run(extractor, text))


# ------------------------------------------------------------- fragments
def test_an_example_cut_inside_its_noun_phrase_is_no_task(extractor):
    text = ("Our bandit attack transfers to many problems including probabilistic maximum coverage, "
            "online minimum spanning tree and online ranking. We bound the attack cost.")
    found = tasks(run(extractor, text))
    assert "online minimum" not in found


def test_thanks_to_ends_an_example(extractor):
    text = ("Shared encoders can perform multiple dense prediction tasks such as depth estimation and "
            "scene parsing thanks to their capacity. We add a geometric regulariser.")
    found = tasks(run(extractor, text))
    assert "scene parsing" in found
    assert "scene parsing thanks" not in found


def test_a_problem_phrase_never_ends_inside_a_hyphenated_word(extractor):
    text = ("We focus on the realistic task of partial multi-view weak multi-label learning. "
            "We propose a decoupled encoder for it.")
    found = tasks(run(extractor, text))
    assert "partial multi" not in found


# ------------------------------------------------------------- classes of tasks ("X tasks")
CLASS_TEXT = ("Sparse adapters cut the memory of fine-tuning by half. We fine-tune with sparse adapters "
              "and evaluate them on natural language tasks and on long-horizon tasks.")


def test_a_class_of_tasks_named_by_a_noun_or_a_compound_is_a_task(extractor):
    found = tasks(run(extractor, CLASS_TEXT))
    assert {"natural language tasks", "long-horizon tasks"} <= found


def test_without_the_switch_a_class_of_tasks_is_no_task(extractor, monkeypatch):
    monkeypatch.setattr(roles_tasks, "TASKS_TRAILER_KIND", False)
    found = tasks(run(extractor, CLASS_TEXT))
    assert "natural language tasks" not in found and "long-horizon tasks" not in found


@pytest.mark.parametrize("phrase", ["heterogeneous tasks", "ambiguous tasks", "MuJoCo tasks", "in-domain tasks",
                                    "sub-tasks"])
def test_a_graded_or_named_group_of_tasks_is_no_class(extractor, phrase):
    text = f"We fine-tune with sparse adapters and evaluate them on {phrase} from three suites."
    assert phrase not in tasks(run(extractor, text))


def test_a_verb_before_tasks_is_no_class(extractor):
    text = ("We plug external tools into the agent to retrieve knowledge and address tasks across domains. "
            "A planner orders the tool calls.")
    assert "address tasks" not in tasks(run(extractor, text))


def test_a_class_of_tasks_is_rarely_the_main_task(extractor, monkeypatch):
    text = ("Natural language tasks with long inputs strain the memory of language models. We study "
            "key-value cache eviction and give a rule that keeps a tenth of the cache.")
    ex = run(extractor, text)
    assert "Natural language tasks" in tasks(ex)
    assert main_task(ex) == "key-value cache eviction"
    from kg.extract import roles_main
    monkeypatch.setitem(roles_main.WEIGHTS, "task-class", 0.0)
    monkeypatch.setattr(roles_main, "STATED_OVER_LONE", False)  # (the weights alone)
    assert main_task(run(extractor, text)) == "Natural language tasks"  # the weight decides it


def test_a_field_in_ics_is_an_example_of_applications(extractor):
    text = ("Delays between an action and its effect are common in applications such as robotics or "
            "logistics. We give a planner that models the delay.")
    assert "robotics" in tasks(run(extractor, text))


def test_without_the_switch_a_field_in_ics_is_no_example(extractor, monkeypatch):
    monkeypatch.setattr(roles_tasks, "EXAMPLE_FIELDS", False)
    text = ("Delays between an action and its effect are common in applications such as robotics or "
            "logistics. We give a planner that models the delay.")
    assert "robotics" not in tasks(run(extractor, text))


def test_a_hyphenated_setting_after_a_noun_is_an_example_of_tasks(extractor):
    text = ("Our optimizer needs no tuning. It helps on a range of tasks including retrieval and "
            "instruction-tuning of chat models.")
    assert "instruction-tuning" in tasks(run(extractor, text))
