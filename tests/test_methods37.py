"""Methods used, session 35 round 2 (mu21; kg/extract/roles_methods.py, switch
``MISTAGGED_LEAD``). Every sentence is written for these tests.

* A left modifier that the tagger reads as a bare verb right after "to" ("to linear/VB
  function approximation", "to graph/VB neural networks") is part of the method's name when
  it has an adjective ending or forms a known technique with the phrase's head words.
* A real verb after "to" ("to train neural networks") stays out of the name.
"""
from __future__ import annotations

import kg.extract.roles_methods as RM
from tests.factories import run


def _methods(extraction) -> set[str]:
    return {m.text for m in extraction.mentions if m.type == "Method" and m.role != "proposed"}


def test_adjective_misread_as_verb_after_to_stays_in_the_name(extractor):
    found = _methods(run(extractor, "We extend the analysis to linear function approximation "
                                    "and derive regret bounds."))
    assert "linear function approximation" in found, found
    assert "function approximation" not in found, found


def test_known_technique_with_misread_noun_after_to(extractor):
    found = _methods(run(extractor, "The new features are tailored to graph neural networks obtained "
                                    "with sparse sampling."))
    assert "graph neural networks" in found, found
    assert "neural networks" not in found, found


def test_real_verb_after_to_is_not_taken(extractor):
    found = _methods(run(extractor, "We learn to train neural networks faster with a warm-up schedule."))
    assert "train neural networks" not in found, found
    assert "neural networks" in found, found


def test_switch_off_gives_the_short_span(extractor, monkeypatch):
    monkeypatch.setattr(RM, "MISTAGGED_LEAD", False)
    found = _methods(run(extractor, "The new features are tailored to graph neural networks obtained "
                                    "with sparse sampling."))
    assert "neural networks" in found, found
    assert "graph neural networks" not in found, found
