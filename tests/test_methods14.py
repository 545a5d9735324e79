"""Methods round 14 (kg/extract/roles_methods.py, kg/extract/roles.py). Every sentence is
written for these tests.

* The qualifiers of prior work ("existing", "previous", "popular", "several", ...) are one
  list (:data:`kg.extract.lexicon.PRIOR_WORK_QUALIFIERS`): read past before a baseline
  after a comparison cue (``roles_methods._BASELINE_LEADS``) and cut from the start of a
  mention (``roles._LEADING_QUALIFIERS``).
* An acronym definition after a cue of use is no method used when the paper names it as
  its own (``MethodRules._own_acronym``): the title leads with it ("GRF: ..."), or the
  abstract says "our GRF", "we propose GRF", "called GRF" with GRF heading the phrase.
"""
from __future__ import annotations

import pytest

from kg.extract import lexicon as L
from kg.extract.roles import _LEADING_QUALIFIERS
from kg.extract.roles_methods import _BASELINE_LEADS
from tests.factories import run


def _methods(extraction) -> dict[str, str]:
    return {m.text: m.role for m in extraction.mentions if m.type == "Method"}


def test_prior_work_qualifiers_are_one_list_behind_both_rules():
    assert L.PRIOR_WORK_QUALIFIERS <= _BASELINE_LEADS and L.PRIOR_WORK_QUALIFIERS <= _LEADING_QUALIFIERS
    assert {"existing", "previous", "popular", "several"} <= L.PRIOR_WORK_QUALIFIERS
    # each rule keeps its own further words
    assert "strong" in _BASELINE_LEADS and "strong" not in _LEADING_QUALIFIERS
    assert "novel" in _LEADING_QUALIFIERS and "novel" not in _BASELINE_LEADS


@pytest.mark.parametrize("word", ["existing", "popular", "several", "traditional"])
def test_prior_work_qualifier_is_read_past_by_both_rules(extractor, word):
    found = _methods(run(extractor, f"Our sampler outperforms {word} score-based sampling approaches on all maps."))
    assert found.get("score-based sampling approaches") == "compared"
    assert not any(t.startswith(word) for t in found)
    found = _methods(run(extractor, f"{word.capitalize()} gradient boosting methods fail on sparse data."))
    assert "gradient boosting methods" in found
    assert not any(t.lower().startswith(word) for t in found)


_GRF = "We rank candidate passages using gated residual fusion (GRF) over two encoders."


def test_acronym_after_use_cue_is_used_without_an_own_signal(extractor):
    found = _methods(run(extractor, _GRF))
    assert found.get("GRF") == "used" and found.get("gated residual fusion") == "used"


@pytest.mark.parametrize("text,title", [
    (_GRF, "Gated Residual Fusion: Fast Passage Ranking"),  # the title's lead name
    (_GRF + " Our GRF halves the cost.", None),
    (_GRF + " We call this ranker our GRF, and it halves the cost.", None),
])
def test_own_acronym_after_use_cue_is_not_used(extractor, text, title):
    found = _methods(run(extractor, text, title))
    assert found.get("GRF") != "used" and found.get("gated residual fusion") != "used"


@pytest.mark.parametrize("text,title", [
    # "GRF" modifies another noun: the paper's own is the module, not what GRF names
    (_GRF + " Our GRF module halves the cost.", None),
    # a title that opens with the long form without a colon ("X for Y") is no signal
    (_GRF, "Gated residual fusion for fast passage ranking"),
])
def test_weak_own_signals_keep_the_method_used(extractor, text, title):
    assert _methods(run(extractor, text, title)).get("GRF") == "used"
