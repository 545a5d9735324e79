"""Methods used, session 32 (kg/extract/roles_methods.py). Every sentence is written for these
tests; the made-up name "Zorbic" is in no gold file.

* A plain-version adjective and one method word right after a comparison cue name the compared
  baseline with the adjective ("than standard VI", "over standard decoding"); a generic head
  ("the standard approach") and a longer phrase are left to the other rules
  (``STANDARD_BASELINES``).
* The first example after a family of methods and "such as", "e.g.," or "including" is a
  method when it ends in a gerund or a hyphenated compound ("white-box methods such as
  patching", "tricks, e.g., weight-tying"); a plain noun example is left
  (``EXAMPLE_TECHNIQUES``).
"""
from __future__ import annotations

import pytest

import kg.extract.roles_methods as RM
from kg.records import Paper


def _methods(ex, text):
    ms = list(ex.extract_many([Paper(id="t", abstract=text, title=None, source="t")]))[0].mentions
    return {(m.text, m.role) for m in ms if m.type == "Method"}


@pytest.mark.parametrize("text, baseline", [
    ("Mean-field inference (MFI) is common. The Zorbic sampler gives better uncertainty than standard MFI.",
     "standard MFI"),
    ("The Zorbic decoder yields a 2x speed-up over standard decoding on translation.", "standard decoding"),
])
def test_standard_baseline_after_compare_cue(ex, text, baseline):
    assert (baseline, "compared") in _methods(ex, text)


def test_standard_baseline_switch_off(ex, monkeypatch):
    monkeypatch.setattr(RM, "STANDARD_BASELINES", False)
    text = "The Zorbic decoder yields a 2x speed-up over standard decoding on translation."
    assert ("standard decoding", "compared") not in _methods(ex, text)


def test_generic_head_is_no_standard_baseline(ex):
    text = "The Zorbic estimator beats the standard approach on all tasks."
    assert not any(t.startswith("standard") for t, _ in _methods(ex, text))


@pytest.mark.parametrize("text, example", [
    ("Earlier studies used white-box methods such as patching to locate the circuits.", "patching"),
    ("Several tricks, e.g., weight-tying and early stopping, are analysed for Zorbic nets.", "weight-tying"),
])
def test_example_after_method_family(ex, text, example):
    assert example in {t for t, _ in _methods(ex, text)}


def test_example_switch_off(ex, monkeypatch):
    monkeypatch.setattr(RM, "EXAMPLE_TECHNIQUES", False)
    text = "Earlier studies used white-box methods such as patching to locate the circuits."
    assert "patching" not in {t for t, _ in _methods(ex, text)}


def test_plain_noun_example_is_left(ex):
    text = "Earlier studies used heuristics such as thresholds on the Zorbic scores."
    assert "thresholds" not in {t for t, _ in _methods(ex, text)}


def test_an_example_gerund_with_its_object_is_an_action_not_a_method(extractor):
    from tests.factories import run

    ex = run(extractor, "Existing strategies, such as varying the initial seed or adding more samples, often fail.")
    assert not any(m.rule == "method-example" for m in ex.mentions)
