"""Whole "X-based Y" method phrases and coordinated "X-based" conjuncts, session 42
(kg/extract/roles_methods.py, rules ``method-based-phrase`` and ``method-based-conjunct``).
Every sentence is written for these tests ("QuillNet", "ZorbOpt" and "glimmer" are made up).

* :meth:`~kg.extract.roles_methods.MethodRules._based_phrases`: an "X-based Y" noun phrase
  (also "-driven", "-guided", "-conditioned", ...) whose head names a method or system is a
  method, whole; not with a generic X ("learning-based methods"), not a description of a
  proposed name ("ZorbOpt, a gradient-based optimizer").
* :meth:`~kg.extract.roles_methods.MethodRules._based_conjuncts`: "A-based and B-based N"
  gives "A-based" and the phrase of the last conjunct, not one joined family.
"""
from __future__ import annotations

from kg.records import Paper

OPEN = "We propose QuillNet for sketch retrieval. "
TRACKERS = OPEN + "Recent Transformer-based trackers are accurate but slow on mobile hardware."
APPROACH = OPEN + "Prior work showed that a rehearsal-based approach reduces forgetting in streams."
GENERIC = OPEN + "Classic learning-based methods need many labels to reach good recall."
COMPOUND = OPEN + "We compare against Taylor series-based estimators of the gradient norm."
CONDITIONED = OPEN + "Robots then follow the plan with goal-conditioned policies trained offline."
APPOSITION = "We present ZorbOpt, a gradient-based optimizer for sparse objectives."
COORDINATED = OPEN + "It outperforms glimmer-based and kernel-based matching methods on three benchmarks."
LIST = OPEN + "Existing gradient-based, perturbation-based, and attention-based saliency methods are unstable."


def _methods(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, title=None, source="t"))
    return {m.text: (m.role, m.rule) for m in e.mentions if m.type == "Method"}


def test_transformer_based_trackers_whole(ex):
    ms = _methods(ex, TRACKERS)
    assert ms["Transformer-based trackers"][1] == "method-based-phrase"


def test_rehearsal_based_approach(ex):
    ms = _methods(ex, APPROACH)
    assert ms["rehearsal-based approach"] == ("mention", "method-based-phrase")  # prior work


def test_generic_x_gives_no_phrase(ex):
    ms = _methods(ex, GENERIC)
    assert "learning-based methods" not in ms
    assert not any(r == "method-based-phrase" for _, r in ms.values())


def test_spaced_compound_is_x(ex):
    ms = _methods(ex, COMPOUND)
    assert ms["Taylor series-based estimators"][0] == "compared"
    assert "series-based estimators" not in ms


def test_conditioned_policies(ex):
    ms = _methods(ex, CONDITIONED)
    assert ms["goal-conditioned policies"][1] == "method-based-phrase"


def test_description_of_a_proposal_is_no_method(ex):
    ms = _methods(ex, APPOSITION)
    assert ms["ZorbOpt"][0] == "proposed"
    assert "gradient-based optimizer" not in ms


def test_two_based_conjuncts_are_split(ex):
    ms = _methods(ex, COORDINATED)
    assert ms["glimmer-based"] == ("compared", "method-based-conjunct")
    assert ms["kernel-based matching methods"][0] == "compared"
    assert "glimmer-based and kernel-based matching methods" not in ms


def test_list_of_based_conjuncts(ex):
    ms = _methods(ex, LIST)
    assert ms["gradient-based"][1] == "method-based-conjunct"
    assert ms["perturbation-based"][1] == "method-based-conjunct"
    assert "attention-based saliency methods" in ms
