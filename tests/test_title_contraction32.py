"""A title written as a clause with a verb contraction ("Let's ...", "Don't ...") gives no
title main task: the tagger reads "Let's Check Twice" as a noun phrase (verify8, session 32)."""
from __future__ import annotations

import pytest

from tests.factories import main_task, run, tasks

ABSTRACT = ("In recent years, language models have improved at long arithmetic. However, even strong models "
            "still make slips. We conduct our own investigation, finding that step feedback significantly "
            "outperforms answer feedback for training models.")


@pytest.mark.parametrize("title", ["Let's Check Twice", "Let\u2019s Check Step by Step",
                                   "Don't Stop Pretraining Early"])
def test_a_contraction_title_gives_no_title_task(extractor, title):
    ex = run(extractor, ABSTRACT, title=title)
    assert main_task(ex) is None
    assert not any("'" in t or "\u2019" in t for t in tasks(ex))


def test_the_contraction_pattern():
    from kg.extract.roles import _CONTRACTION_RE

    assert _CONTRACTION_RE.search("Let's Check Twice") and _CONTRACTION_RE.search("Don\u2019t Stop Early")
    assert _CONTRACTION_RE.search("We're Not There Yet")
    assert not _CONTRACTION_RE.search("Newton's Method for Sparse Regression")
    assert not _CONTRACTION_RE.search("Shapley Value Estimation")
