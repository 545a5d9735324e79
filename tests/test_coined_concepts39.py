"""Concept names coined once, session 39 (kg/extract/roles_proposals.py). Every sentence is
written for these tests; the made-up names ("zorb ...", "plonk ...") are in no gold file. The
rule is tested on and, through its switch, off.

* :data:`~kg.extract.roles_proposals.ONCE_COINED_CONCEPTS`: "we" + a verb that brings in a
  concept ("derive", "introduce", "establish", ...) + "a / an" + a concept head ("structure",
  "concept", "notion", "condition", ...) + a naming participle + a lower-case name: the name is
  a proposal even when the abstract writes it once; not after "we use", not after an effect
  noun other than an established "condition", not "we term this condition X".
"""
from __future__ import annotations

import kg.extract.roles_proposals as rp
from kg.records import Paper


def _proposed(ex, text, title=None):
    e = ex.extract(Paper(id="p", abstract=text, title=title, source="t"))
    return {m.text: m.rule for m in e.mentions if m.role == "proposed"}


DERIVE = ("Stochastic games with uncertain payoffs are hard to solve. Consequently, we derive a special "
          "payoff structure called plonk decomposability and show that equilibria in this class can be "
          "computed in polynomial time. Experiments confirm the theory.")
INTRODUCE = ("Loss landscapes of deep networks are poorly understood. We introduce a unique concept termed "
             "graded zorbness, which interpolates between convex and nonconvex objectives. We then give "
             "rates for gradient descent.")
USE = ("Loss landscapes of deep networks are poorly understood. We use a unique concept termed graded "
       "zorbness, which interpolates between convex and nonconvex objectives. We then give rates for "
       "gradient descent.")
ESTABLISH = ("Mixtures of experts are hard to estimate. We establish a condition called zorb identifiability to "
             "characterize the convergence of the experts. We then give rates for least squares.")
TERM_CONDITION = ("Mixtures of experts are hard to estimate. We term this condition zorb collapse. We then give "
                  "rates for least squares.")
EFFECT = ("Loss landscapes of deep networks are poorly understood. We identify a curious effect called graded "
          "zorbness, which slows training. We then give rates for gradient descent.")


def test_derived_structure_named_once(ex):
    assert _proposed(ex, DERIVE).get("plonk decomposability") == "propose-named"


def test_introduced_concept_named_once(ex):
    assert _proposed(ex, INTRODUCE).get("graded zorbness") == "propose-named"


def test_established_condition_named_once(ex):
    # a condition the authors establish is a definition, though "condition" is an effect noun
    assert _proposed(ex, ESTABLISH).get("zorb identifiability") == "propose-named"


def test_termed_condition_stays_an_effect(ex):
    assert "zorb collapse" not in _proposed(ex, TERM_CONDITION)


def test_used_concept_is_no_proposal(ex):
    assert "graded zorbness" not in _proposed(ex, USE)


def test_effect_is_no_proposal(ex, monkeypatch):
    # (session 45: NAMED_ONCE_LOWERCASE makes a named phenomenon the authors identify a
    # proposal, after the dev58 / dev61 / dev73 gold calls; this rule alone still refuses it)
    monkeypatch.setattr(rp, "NAMED_ONCE_LOWERCASE", False)
    assert "graded zorbness" not in _proposed(ex, EFFECT)


def test_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "ONCE_COINED_CONCEPTS", False)
    monkeypatch.setattr(rp, "NAMED_ONCE_LOWERCASE", False)  # (session 45: it reads these names too)
    assert "plonk decomposability" not in _proposed(ex, DERIVE)
    assert "graded zorbness" not in _proposed(ex, INTRODUCE)
    assert "zorb identifiability" not in _proposed(ex, ESTABLISH)
