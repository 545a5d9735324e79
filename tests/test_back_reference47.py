"""A word that points back to a phrase before ("the above X problem", "the aforementioned X")
is no part of the name it modifies: it is stripped from the left of noun phrases like a
determiner (kg.extract.lexicon.NP_STRIP_LEFT, session 47)."""
from __future__ import annotations

import pytest

from kg.extract import lexicon as L
from tests.factories import run


@pytest.mark.parametrize("word", ["above", "aforementioned", "above-mentioned"])
def test_back_referring_words_are_stripped_from_the_left(word):
    assert word in L.NP_STRIP_LEFT


def test_the_above_problem_names_the_problem_without_above(extractor):
    text = ("Observational panels of patient records are collected with missing outcomes, so naive "
            "estimators of dose effects suffer from selection bias. We propose a reweighted kernel "
            "estimator that is free of the above selection bias problem and converges at a fast rate.")
    tasks = {m.text for m in run(extractor, text).mentions if m.type == "Task"}
    assert not [t for t in tasks if t.lower().startswith("above")]
    assert any(t.startswith("selection bias") for t in tasks)
