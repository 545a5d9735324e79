"""Methods round 14 (kg/extract/roles_methods.py, kg/extract/roles.py). Every sentence is
written for these tests.

* The qualifiers of prior work ("existing", "previous", "popular", "several", ...) are one
  list (:data:`kg.extract.lexicon.PRIOR_WORK_QUALIFIERS`): read past before a baseline
  after a comparison cue (``roles_methods._BASELINE_LEADS``) and cut from the start of a
  mention (``roles._LEADING_QUALIFIERS``).
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
