"""Methods used, session 37 (mu23; kg/extract/roles_methods.py, switches ``WITH_KNOWN`` and
``WITH_PART``, ``WITH_OWN_OBJECT``). Every sentence is written for these tests.

* "with" after a noun is a cue of use for a known technique, the first phrase after it only
  ("a compact recurrent model with weight sharing").
* "with" after a noun is a cue of use for a lower-case phrase headed by a technique-part noun
  (regularizer, operator, activation, ensemble, quantizer, encoding, embedding, kernel,
  encoder, decoder ...): "mirror descent with a spectral projection operator".
* Not after the object of a verb of proposing or extending ("we extend the sampler with X":
  a part of the own method; switch ``WITH_OWN_OBJECT``).
* Not a phrase the paper owns ("with our new relative encodings"), not any other head
  ("with sparse reward signals").
"""
from __future__ import annotations

import kg.extract.roles_methods as RM
from tests.factories import run


def _methods(extraction) -> set[str]:
    return {m.text for m in extraction.mentions if m.type == "Method" and m.role != "proposed"}


PART = "The solver runs mirror descent with a spectral projection operator at every step."
KNOWN = "Each expert is a compact recurrent model with weight sharing across its layers."


def test_part_head_after_noun_with(extractor):
    found = _methods(run(extractor, PART))
    assert "spectral projection operator" in found, found


def test_known_technique_after_noun_with(extractor):
    found = _methods(run(extractor, KNOWN))
    assert "weight sharing" in found, found
    found = _methods(run(extractor, "Our retriever is a dual encoder with query expansion at test time."))
    assert "query expansion" in found, found


def test_own_part_after_with_is_left_out(extractor):
    found = _methods(run(extractor, "The policy is a small transformer with our new relative encodings "
                                    "in each layer."))
    assert not any("encodings" in m for m in found), found


def test_other_heads_after_noun_with_are_left_out(extractor):
    found = _methods(run(extractor, "Many agents with sparse reward signals fail to explore the maze."))
    assert "sparse reward signals" not in found, found


def test_switches_off(extractor, monkeypatch):
    monkeypatch.setattr(RM, "WITH_PART", False)
    monkeypatch.setattr(RM, "WITH_KNOWN", False)
    assert "spectral projection operator" not in _methods(run(extractor, PART))
    assert "weight sharing" not in _methods(run(extractor, KNOWN))


OWN = "We extend the sampler with a straight-through operator for discrete states."


def test_with_after_the_object_of_an_own_verb_is_left_out(extractor):
    found = _methods(run(extractor, OWN))
    assert "straight-through operator" not in found, found


def test_own_object_switch_off(extractor, monkeypatch):
    monkeypatch.setattr(RM, "WITH_OWN_OBJECT", False)
    found = _methods(run(extractor, OWN))
    assert "straight-through operator" in found, found
