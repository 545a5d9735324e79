"""Task phrases of session 40: one instance of an optimization problem that an analysis leads
to, yields or solves ("leading to a non-convex optimization problem") is a formulation, not the
problem the paper addresses: the generic task rules' candidate is dropped
(``roles_tasks.INSTANCE_OPTIMIZATION_DROPPED``, ``TaskRules._instance_problems``); after a copula,
"as" or a verb of study the text frames it as its problem and it stays. Abstracts are written for
these tests."""
from __future__ import annotations

import kg.extract.roles_tasks as RT
from tests.factories import run

LEADS = ("We study pricing for cloud storage tiers. Modelling the tiers with a shared budget leads to "
         "a non-convex optimization problem that we relax and solve in closed form.")
YIELDS = ("We study seat allocation for trains. A smoothing of the demand curve yields a tractable "
          "convex optimization problem, and our allocator beats fixed quotas on three rail networks.")
COPULA = ("Seat allocation for trains is inherently a multi-objective optimization problem. "
          "We give an allocator that beats fixed quotas on three rail networks.")
STUDY = ("We consider a non-convex constrained optimization problem, where the objective is smooth. "
         "We bound the complexity of a switching subgradient method.")
PLURAL = ("Gradient descent is the standard method for solving non-convex optimization problems. "
          "We bound its rate under a new smoothness condition.")


def _tasks(extractor, text: str) -> set[str]:
    return {m.text for m in run(extractor, text).mentions if m.type == "Task"}


def test_an_instance_an_analysis_leads_to_is_no_task(extractor):
    assert "non-convex optimization" not in _tasks(extractor, LEADS)
    assert not any("convex optimization" in t for t in _tasks(extractor, YIELDS))


def test_a_problem_the_text_frames_as_its_own_stays(extractor):
    assert "multi-objective optimization" in _tasks(extractor, COPULA)
    assert "non-convex constrained optimization" in _tasks(extractor, STUDY)


def test_a_class_of_problems_stays(extractor):
    assert "non-convex optimization" in _tasks(extractor, PLURAL)


def test_the_switch_restores_the_old_output(extractor, monkeypatch):
    monkeypatch.setattr(RT, "INSTANCE_OPTIMIZATION_DROPPED", False)
    assert "non-convex optimization" in _tasks(extractor, LEADS)
