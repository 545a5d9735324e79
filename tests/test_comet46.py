"""Session 46 (comet46): a one-word name that the dataset gazetteer knows (Papers with Code
lists a "Comet" dataset) but that is written as a measure, right after a bare number beside
a known metric ("3 BLEU and 2 COMET") or in a list with a known metric ("BLEU, chrF and
COMET"), is a metric, not a dataset (kg.extract.roles_datasets.METRIC_SHAPED_DATA_NAMES,
DatasetMetricRules._metric_shaped_data_name). A data head after the name, or a preposition
that places a measure on it ("FID on X and sFID on Y"), keeps the dataset. Sentences
written for these tests.

Session 47 (ext47): "COMET" is also a metric abbreviation (kg.extract.lexicon.METRIC_ABBREVIATIONS,
matched case-sensitively), so written as a measure with no known metric beside it ("improves COMET by
2.1 points", "in terms of COMET") it is a Metric too; a proposal of that name stays a proposal."""
from __future__ import annotations

import pytest

from kg.records import Paper


def _extract(ex, text):
    return ex.extract(Paper(id="p", abstract=text, source="t"))


def _names(e, etype):
    return sorted({m.text for m in e.mentions if m.type == etype})


@pytest.mark.parametrize("text", [
    "Our tuned translator gains 3 BLEU and 2 COMET over its untuned version on four language pairs.",
    "We score the outputs with BLEU, chrF and COMET against human references.",
    "Both systems are compared by COMET and BLEU scores on a news test set.",
])
def test_a_measure_known_as_data_is_a_metric(ex, text):
    e = _extract(ex, text)
    assert "COMET" in _names(e, "Metric")
    assert "COMET" not in _names(e, "Dataset")


def test_the_numbers_keep_their_own_metric(ex):
    e = _extract(ex, "Our tuned translator gains 3 BLEU and 2 COMET over its untuned version.")
    pairs = {(r.value, r.metric, r.dataset) for r in e.results}
    assert ("3", "BLEU", None) in pairs
    assert ("2", "COMET", None) in pairs


@pytest.mark.parametrize("text, dataset", [
    ("We release the COMET dataset and report BLEU on it.", "COMET"),
    ("The sampler reaches a low FID on FFHQ and sFID on LSUN with ten steps.", "FFHQ"),
])
def test_data_stays_data(ex, text, dataset):
    e = _extract(ex, text)
    assert dataset in _names(e, "Dataset")


def test_a_metric_word_listed_as_data_is_no_cue(ex):
    e = _extract(ex, "We fine-tune on the benchmarks QM9, MatBench, QMOF, SPICE, and MD22 in turn.")
    assert "QMOF" not in _names(e, "Metric")
    assert "MD22" not in _names(e, "Metric")


# --- session 47: COMET alone, written as a measure ---------------------------------------------

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
