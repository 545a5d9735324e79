"""Session 22 typing rules: "robust" kept in a task phrase before a noun of a process or
problem (roles_methods.MethodRules._process_after, switch ROBUST_PROCESS; task rules only);
a task phrase that a sentence opens with and calls a method is a used method
(roles._State._predicated_methods, switch PREDICATED_METHODS). Sentences written for these
tests."""
from __future__ import annotations


import kg.extract.roles as RR
import kg.extract.roles_methods as RM
from kg.records import Paper


def _mentions(ex, text):
    ext = ex.extract(Paper(id="p", abstract=text, title=None, source="t"))
    tasks = [m.text for m in ext.mentions if m.type == "Task"]
    methods = [m.text for m in ext.mentions if m.type == "Method"]
    main = [m.text for m in ext.mentions if m.type == "Task" and m.main]
    return tasks, methods, (main[0] if main else None)


_LATER = " We propose a simple method."


def test_robust_before_a_game_setting_stays_in_the_task(ex):
    tasks, _, main = _mentions(ex, "We study robust Markov games with uncertain transition kernels." + _LATER)
    assert main == "robust Markov games"


def test_robust_before_a_task_head_stays_in_the_task(ex):
    tasks, _, main = _mentions(ex, "This paper studies robust binary classification under heavy label noise." + _LATER)
    assert main == "robust binary classification"


def test_the_switch_off_trims_robust_as_before(ex, monkeypatch):
    monkeypatch.setattr(RM, "ROBUST_PROCESS", False)
    tasks, _, main = _mentions(ex, "We study robust Markov games with uncertain transition kernels." + _LATER)
    assert main == "Markov games"


def test_robust_before_an_artefact_is_trimmed(ex):
    tasks, methods, _ = _mentions(ex, "We train a robust image encoder with contrastive learning and compare it "
                                      "to robust baselines. We study sentiment analysis.")
    assert not any("robust" in t.lower() for t in tasks + methods)


def test_robust_after_an_adverb_is_not_a_task(ex):
    tasks, methods, _ = _mentions(ex, "Distributionally robust optimization (DRO) is an effective approach for "
                                      "decision-making under uncertainty." + _LATER)
    assert "Distributionally robust optimization" in methods
    assert "robust optimization" not in tasks


def test_a_plural_nominal_after_robust_names_outputs(ex):
    tasks, _, _ = _mentions(ex, "We investigate highly robust predictions of weather models." + _LATER)
    assert not any("robust" in t.lower() for t in tasks)


# --- a phrase that opens a sentence whose predicate calls it a method (roles._State._predicated_methods)


def test_a_subject_called_a_well_established_method_is_a_used_method(ex):
    tasks, methods, _ = _mentions(ex, "Column generation (CG) is a well-established method for solving large "
                                      "linear programs. We propose a faster CG scheme.")
    assert "Column generation" in methods
    assert "Column generation" not in tasks


def test_a_subject_called_a_valuable_tool_is_a_used_method(ex):
    tasks, methods, _ = _mentions(ex, "Conformal prediction is a valuable tool for quantifying uncertainty." + _LATER)
    assert "Conformal prediction" in methods
    assert not any(t.lower() == "conformal prediction" for t in tasks)


def test_the_switch_off_leaves_the_task(ex, monkeypatch):
    monkeypatch.setattr(RR, "PREDICATED_METHODS", False)
    tasks, methods, _ = _mentions(ex, "Conformal prediction is a valuable tool for quantifying uncertainty." + _LATER)
    assert "Conformal prediction" not in methods


def test_a_learning_setting_called_a_framework_stays_a_task(ex):
    tasks, methods, _ = _mentions(ex, "Federated learning is a distributed framework for training on private "
                                      "devices. We study federated learning under label skew." + _LATER)
    assert not any(m.lower() == "federated learning" for m in methods)


def test_a_subject_called_a_problem_is_not_retyped(ex):
    tasks, methods, _ = _mentions(ex, "Conformal prediction is a problem for which no method is known." + _LATER)
    assert "Conformal prediction" not in methods
