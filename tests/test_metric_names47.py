"""Session 47 (ext47): "COMET" is a metric abbreviation
(kg.extract.lexicon.METRIC_ABBREVIATIONS, matched case-sensitively). Papers with Code lists a
"Comet" dataset, so before, "COMET" written as a measure without a known metric beside it
("improves COMET by 2.1 points", "in terms of COMET") became a Dataset; the session-46 rule
(METRIC_SHAPED_DATA_NAMES) needs a known metric in its list. A proposal or a released data
set of that name stays what it is. Sentences written for these tests."""
from __future__ import annotations

import pytest

from kg.records import Paper


def _extract(ex, text):
    return ex.extract(Paper(id="p", abstract=text, source="t"))


def _names(e, etype):
    return {m.text for m in e.mentions if m.type == etype}


@pytest.mark.parametrize("text", [
    "Our low-resource translator improves COMET by 2.1 points on the Tamil-English test set.",
    "Translations of the legal corpus are judged in terms of COMET and human ratings.",
    "Shorter prompts keep the output quality, which we measure with COMET.",
])
def test_comet_written_as_a_measure_is_a_metric(ex, text):
    e = _extract(ex, text)
    assert "COMET" in _names(e, "Metric")
    assert "COMET" not in _names(e, "Dataset")


def test_the_number_keeps_comet_as_its_metric(ex):
    e = _extract(ex, "Our low-resource translator improves COMET by 2.1 points on the Tamil-English test set.")
    assert [(r.value, r.metric, r.change) for r in e.results] == [("2.1", "COMET", True)]


def test_a_proposal_named_comet_stays_a_proposal(ex):
    e = _extract(ex, "We present COMET, a hierarchical contrastive framework for medical time series. "
                     "We compare COMET against six baselines on three clinical datasets.")
    proposed = {m.text for m in e.mentions if m.role == "proposed"}
    assert "COMET" in proposed
    assert "COMET" not in _names(e, "Metric")
