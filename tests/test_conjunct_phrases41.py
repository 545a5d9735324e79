"""Lower-case technique phrases coordinated with a found method, session 41
(kg/extract/roles_methods.py, rule ``method-conjunct-phrase``). Every sentence is written for
these tests ("TiltNet", "spectral residual mixing" and "low-rank weight surgery" are made up).

* :meth:`~kg.extract.roles_methods.MethodRules._conjoined_technique_phrases`: a lower-case
  technique phrase joined by "and" / "or" / a list comma to a method another rule found is a
  method of the same role, when a cue of use or comparison stands before the list.
* a bare comma joins only when the list goes on ("After applying dropout, X gives ..." is no list);
  a list without a cue ("the challenges of A, B, and C") gives nothing.
"""
from __future__ import annotations

import kg.extract.roles_methods as rm
from kg.records import Paper

OPEN = "We propose TiltNet for depth completion. "
COMBINES = OPEN + "The encoder combines knowledge distillation and spectral residual mixing to sharpen edges."
RELIES = OPEN + "Our decoder relies on contrastive learning, spectral residual mixing, and cosine annealing schedules."
LEVERAGING = OPEN + "The method is built by leveraging pruning and low-rank weight surgery on a pretrained backbone."
NO_CUE = OPEN + "We study the challenges of generalization, long-horizon memory, and meta-learning in this setting."
BARE_COMMA = OPEN + "After applying dropout, spectral residual mixing gives calibrated intervals."
LIST_GOES_ON = OPEN + "After applying dropout, spectral residual mixing and weight averaging, we get calibrated intervals."


def _methods(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, title=None, source="t"))
    return {m.text: (m.role, m.rule) for m in e.mentions if m.type == "Method"}


def test_conjunct_after_a_verb_of_combining(ex):
    ms = _methods(ex, COMBINES)
    assert ms["knowledge distillation"][0] == "used"
    assert ms["spectral residual mixing"] == ("used", "method-conjunct-phrase")


def test_conjunct_inside_a_list_after_relies_on(ex):
    ms = _methods(ex, RELIES)
    assert ms["spectral residual mixing"] == ("used", "method-conjunct-phrase")
    assert "contrastive learning" in ms


def test_conjunct_after_a_one_word_technique(ex):
    ms = _methods(ex, LEVERAGING)
    assert ms["pruning"][0] == "used"
    assert ms["low-rank weight surgery"] == ("used", "method-conjunct-phrase")


def test_list_without_a_cue_gives_no_conjunct(ex):
    ms = _methods(ex, NO_CUE)
    assert "meta-learning" in ms
    assert not any("memory" in t for t in ms)


def test_bare_comma_before_a_verb_is_no_list(ex):
    ms = _methods(ex, BARE_COMMA)
    assert "dropout" in ms
    assert "spectral residual mixing" not in ms


def test_bare_comma_joins_when_the_list_goes_on(ex):
    ms = _methods(ex, LIST_GOES_ON)
    assert ms["spectral residual mixing"] == ("used", "method-conjunct-phrase")


def test_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rm, "CONJUNCT_PHRASES", False)
    assert "spectral residual mixing" not in _methods(ex, COMBINES)
