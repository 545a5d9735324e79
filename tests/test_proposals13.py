"""Proposal rules of session 12's quality round (kg/extract/roles_proposals.py). Every
sentence is written for these tests.

An established short form (a Papers with Code method or task, a CSO topic, in any of its
hyphen spellings: "kNN" = "k-NN") that modifies the unnamed head of the contribution ("a
kNN interpolation mechanism", "an MCMC sampling scheme") is a method the new thing uses,
not the paper's proposal. A coined short form in the same place ("a QRZ attention
mechanism"), or one this abstract defines as its own name, stays the proposal.
"""
from __future__ import annotations

import pytest

from tests.factories import run


def _methods(extraction, role: str) -> set[str]:
    return {m.text for m in extraction.mentions if m.type == "Method" and m.role == role}


@pytest.mark.parametrize("sentence, name", [
    ("In this work, we propose a kNN interpolation mechanism that blends retrieved neighbours "
     "with the decoder distribution.", "kNN"),
    ("To speed up decoding, we propose a KNN interpolation mechanism over cached states.", "KNN"),
    ("We introduce an MCMC sampling scheme for posterior inference in sparse models.", "MCMC"),
])
def test_established_short_form_modifying_the_head_is_not_proposed(extractor, sentence, name):
    ex = run(extractor, sentence)
    assert name not in _methods(ex, "proposed")
    assert _methods(ex, "proposed") == set()


def test_coined_short_form_modifying_the_head_stays_proposed(extractor):
    ex = run(extractor, "We propose a QRZ attention mechanism that halves memory use.")
    assert _methods(ex, "proposed") == {"QRZ"}


def test_short_form_defined_as_the_papers_own_name_stays_proposed(extractor):
    # "MCMC" is established, but this abstract spells it out as its own coined name
    ex = run(extractor, "We propose Multi-Crop Memory Consolidation (MCMC), a replay method for "
                        "continual learning. We introduce an MCMC buffer layer that stores crops.")
    assert _methods(ex, "proposed") == {"Multi-Crop Memory Consolidation", "MCMC"}
