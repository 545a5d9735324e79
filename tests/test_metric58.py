"""Metric rule of session 58 (metric58) in kg.extract.roles_datasets: a cost measure after a word
of a small amount ("minimal", "negligible", "low", "marginal", "modest") or after
"half the" / "half of the" (``SMALL_COST_MEASURES``), with a modifier; a bare cost, a hyphenated
"low-cost" and a cost in a sentence of motivation stay out. Every sentence is written for these
tests."""
from __future__ import annotations

import pytest

import kg.extract.roles_datasets as RD
from tests.factories import run


def _metrics(extractor, text: str) -> dict[str, str]:
    """The metric mentions of ``text``: text -> rule."""
    return {m.text: m.rule for m in run(extractor, text).mentions if m.type == "Metric"}


def test_switch_and_word_sets():
    assert RD.SMALL_COST_MEASURES
    assert {"minimal", "negligible", "low"} <= RD._SMALL_AMOUNT_CUES
    assert "half" not in RD._SMALL_AMOUNT_CUES  # read on its own, only before "the" / "of"
    assert "little" not in RD._SMALL_AMOUNT_CUES
    assert RD._SMALL_COST_HEADS <= RD._MEASURE_HEADS


@pytest.mark.parametrize("text, metric", [
    ("We propose GrebeNet, a sparse router. GrebeNet improves accuracy on three benchmarks while bringing "
     "minimal computation overhead.", "computation overhead"),
    ("We present OwlFormer, a vision transformer. OwlFormer matches larger models with less than half the "
     "inference cost.", "inference cost"),
    ("We present OwlFormer, a vision transformer. OwlFormer matches larger models at half of the labelling "
     "cost.", "labelling cost"),
    ("We introduce KestrelKV, a cache compression method. It lowers perplexity with negligible additional "
     "computational overhead.", "computational overhead"),
    ("We propose ShrikeDiff, a sampler that produces sharp images at a low storage cost.", "storage cost"),
    ("We propose TernIndex, a learned index with marginal lookup latency on commodity servers.", "lookup latency"),
])
def test_cost_after_a_small_amount_is_a_metric(extractor, text, metric):
    got = _metrics(extractor, text)
    assert got.get(metric) == "metric-compared"


@pytest.mark.parametrize("text, absent", [
    ("We introduce FinchOpt, an optimizer that converges quickly with minimal overhead.", "overhead"),
    ("We introduce FinchServe, a serving system that answers queries with low latency.", "latency"),
    ("We propose WrenSense, a low-cost sensor design for monitoring air quality.", "cost"),
    ("We propose GullCache, a cache that keeps frequently used keys in half precision.", "precision"),
    ("We propose GullCache, which enriches the cache while retaining a low lookup cost.", "lookup cost"),
])
def test_bare_or_glued_costs_stay_out(extractor, text, absent):
    got = _metrics(extractor, text)
    assert not any(absent in m for m in got)


def test_motivation_sentence_costs_stay_out(extractor):
    text = ("Existing dense retrievers promise a low inference cost but lose recall on long queries. "
            "We propose HeronRank, a reranker that improves recall.")
    got = _metrics(extractor, text)
    assert "inference cost" not in got
    assert "recall" in got


def test_switch_off_restores_the_old_reading(extractor, monkeypatch):
    text = ("We propose GrebeNet, a sparse router. GrebeNet improves accuracy while bringing minimal "
            "computation overhead.")
    monkeypatch.setattr(RD, "SMALL_COST_MEASURES", False)
    assert "computation overhead" not in _metrics(extractor, text)


def test_change_verbs_switch_and_word_set():
    assert RD.CHANGE_VERB_CUES
    assert {"lowers", "degrading", "halves", "cuts", "accelerates"} <= RD._CHANGE_VERB_CUES
    assert not {"preserve", "preserving", "retain", "retaining"} & RD._CHANGE_VERB_CUES  # design properties


@pytest.mark.parametrize("text, metric", [
    ("We propose LarkTune, an adapter method. LarkTune cuts the indexing time of retrieval models by half.",
     "indexing time"),
    ("We propose StorkGuard. StorkGuard blocks the attack without degrading representation quality.",
     "representation quality"),
    ("We propose StorkPrune. StorkPrune lowers the decoding latency of the model.", "decoding latency"),
    ("We propose StorkPrune. Experiments show that StorkPrune nearly halves the labelling cost.", "labelling cost"),
])
def test_measure_after_a_verb_of_change_is_a_metric(extractor, text, metric):
    assert _metrics(extractor, text).get(metric) == "metric-compared"


@pytest.mark.parametrize("text, absent", [
    # the motivation, before the first sentence about the paper's own work
    ("Irrelevant context degrades answer faithfulness in chat models. We propose StorkFilter, which drops "
     "such context.", "answer faithfulness"),
    # "preserve" / "retain": a design property
    ("We propose StorkVAE, which learns latent dynamics while retaining contractive stability.", "stability"),
    # a bare vague head or the system measured: no metric, as after "reduce"
    ("We propose StorkPrune. StorkPrune does not harm the model performance.", "performance"),
])
def test_verbs_of_change_leave_motivation_and_design_alone(extractor, text, absent):
    assert not any(absent in m for m in _metrics(extractor, text))


def test_change_verbs_switch_off(extractor, monkeypatch):
    text = "We propose StorkPrune. StorkPrune lowers the decoding latency of the model."
    monkeypatch.setattr(RD, "CHANGE_VERB_CUES", False)
    assert "decoding latency" not in _metrics(extractor, text)
