"""Session 50 (prec50): false links fresh users found on unseen text.

* A numbered or lettered variant of a listed metric abbreviation written as one word
  ("BLEU-4", "ROUGE-2") is a Metric, not a dataset or a method (kg/extract/lexicon.py:
  METRIC_VARIANTS, metric_variant; kg/extract/gazetteer.py marks it).
* A multiplier right after a verb of change and its object ("raises recall fivefold",
  "lengthens ... up to 20x") is the size of a change, not a score
  (kg/extract/results/change.py: CHANGE_VERB_MULTIPLIER).

Every sentence is made up for these tests."""
from __future__ import annotations

import pytest

from kg.extract import lexicon
from kg.extract.lexicon import metric_variant
from kg.extract.results import change
from kg.records import Paper


def _extract(ex, text):
    return ex.extract(Paper(id="p50", abstract=text, source="t"))


def _typed(ex, text):
    return sorted((m.text, m.type) for m in _extract(ex, text).mentions)


# --- metric variants --------------------------------------------------------------------------

@pytest.mark.parametrize("word, expected", [
    ("BLEU-4", True), ("ROUGE-2", True), ("METEOR-1", True), ("BLEU-12", True),
    ("GPT-4", False),        # no metric abbreviation
    ("BLEU-score", False),   # no order mark
    ("BLEU-123", False),     # three digits
    ("bleu-4", False),       # the abbreviation is matched as written
    ("BLEU4", False),        # no hyphen
])
def test_metric_variant(word, expected):
    assert metric_variant(word) is expected


def test_metric_variant_switch_off(monkeypatch):
    monkeypatch.setattr(lexicon, "METRIC_VARIANTS", False)
    assert metric_variant("BLEU-4") is False


def test_listed_variants_are_metrics_not_datasets(ex):
    typed = _typed(ex, "Summaries of the legal corpus are scored with ROUGE-2, BLEU-3 and METEOR.")
    assert ("ROUGE-2", "Metric") in typed and ("BLEU-3", "Metric") in typed
    assert not any(t == "Dataset" for _, t in typed)


def test_a_used_variant_is_no_method(ex):
    typed = _typed(ex, "We rely on BLEU-2 to compare the generated recipes with the reference ones.")
    assert ("BLEU-2", "Metric") in typed
    assert ("BLEU-2", "Method") not in typed


def test_a_variant_with_score_keeps_the_word(ex):
    e = _extract(ex, "The recipe generator obtains a BLEU-2 score of 31.7 on the cooking set.")
    assert ("BLEU-2 score", "Metric") in {(m.text, m.type) for m in e.mentions}
    assert [(r.value, r.metric) for r in e.results] == [("31.7", "BLEU-2 score")]


def test_without_the_switch_a_listed_variant_is_no_metric(ex, monkeypatch):
    monkeypatch.setattr(lexicon, "METRIC_VARIANTS", False)
    typed = _typed(ex, "Summaries of the legal corpus are scored with ROUGE-2, BLEU-3 and METEOR.")
    assert ("BLEU-3", "Metric") not in typed


# --- multipliers after a verb of change ---------------------------------------------------------

def _results(ex, text):
    return [(r.value, r.unit, r.metric, r.change, r.direction) for r in _extract(ex, text).results]


@pytest.mark.parametrize("text, expected", [
    ("Our planner raises retrieval recall fivefold on long queries.",
     [("5", "x", "retrieval recall", True, "increase")]),
    ("The cache increases effective context length up to 12x.",
     [("12", "x", "effective context length", True, "increase")]),
    ("With the sparse kernels, decoding throughput improved seven-fold.",
     [("7", "x", "decoding throughput", True, "improvement")]),
    ("The compiler reduces peak memory 3×.",
     [("3", "x", "peak memory", True, "decrease")]),
])
def test_a_multiplier_after_a_verb_of_change_is_a_change(ex, text, expected):
    assert _results(ex, text) == expected


def test_a_multiplier_without_a_verb_of_change_stays_a_score(ex):
    assert [r[3] for r in _results(ex, "Our codec achieves a 40x compression ratio on speech.")] == [False]


def test_a_participle_between_verb_and_multiplier_breaks_the_object():
    text = "The method reduces memory footprint enabling 4x"
    s = text.index("4x")
    assert change._change_verb_multiplier(text, 0, s, s + 2) is False
    text = "The method reduces memory footprint 4x"
    s = text.index("4x")
    assert change._change_verb_multiplier(text, 0, s, s + 2) is True


def test_without_the_switch_the_multiplier_is_a_score(ex, monkeypatch):
    monkeypatch.setattr(change, "CHANGE_VERB_MULTIPLIER", False)
    assert [r[3] for r in _results(ex, "The cache increases effective context length up to 12x.")] == [False]


# --- the owner of a value after "facilitates" / "secures" -----------------------------------------

@pytest.mark.parametrize("verb", ["facilitates", "secures"])
def test_the_subject_of_facilitates_or_secures_owns_the_value(ex, verb):
    text = (f"We introduce KESTREL, a grasp planner for cluttered shelves. Field trials show that "
            f"KESTREL {verb} an 87.4% pick success rate on the warehouse robot.")
    rs = _extract(ex, text).results
    assert [(r.value, r.method) for r in rs] == [("87.4", "KESTREL")]


def test_without_the_new_verbs_the_value_has_no_owner(ex, monkeypatch):
    import re
    from kg.extract.results import attribution
    monkeypatch.setattr(attribution, "_OWNER_VERB", re.compile(
        attribution._OWNER_VERB.pattern.replace("|facilitat|secur", ""), re.I))
    text = ("We introduce KESTREL, a grasp planner for cluttered shelves. Field trials show that "
            "KESTREL secures an 87.4% pick success rate on the warehouse robot.")
    assert [r.method for r in _extract(ex, text).results] == [None]


# --- a participle of change after a value ----------------------------------------------------------

@pytest.mark.parametrize("text, expected", [
    ("The scheduler cuts cost, with 6x reduced memory overhead on the cluster.", ("6", True, "decrease")),
    ("The adapter gives 12% increased retrieval precision on the archive.", ("12", True, "increase")),
])
def test_a_participle_of_change_after_a_value_makes_it_a_change(ex, text, expected):
    rs = _extract(ex, text).results
    assert [(r.value, r.change, r.direction) for r in rs] == [expected]


def test_a_participle_of_change_after_a_value_switch_off(monkeypatch):
    text = "with 6x reduced memory overhead"
    s = text.index("6x")
    assert change.is_change(text, 0, s, s + 2, "6") is True
    monkeypatch.setattr(change, "PARTICIPLE_CHANGE", False)
    assert change.is_change(text, 0, s, s + 2, "6") is False
