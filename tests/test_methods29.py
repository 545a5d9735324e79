"""Method-used rules of methods round 29 (kg/extract/roles_methods.py). Every sentence is
written for these tests.

* The acronym (or long form) of the paper's main task is that task, not a method the
  paper uses: "Continual learning (CL) suffers from ..." makes "CL" no method
  (``MethodRules.main_task_aliases``, switch ``DROP_MAIN_TASK_ALIASES``); a defined
  technique that is not the main task stays ("uses reinforcement learning (RL)").
* A person's name in the possessive before a tool head (``_POSSESSIVE_EPONYM_HEADS``:
  "method", "algorithm", "lemma", "formula", "estimator", ...) names an established tool
  (rule ``method-eponym``): "Newton's method", "Lloyd's algorithm", "Hutchinson's trace
  estimator"; the name alone is then no method ("Newton"); the same heads without the
  possessive ("the Lloyd algorithm") and "Moore's law" are left to other rules.
* After a comparison cue a learning paradigm or training regime with a modifier is a
  baseline (rule ``method-compared-np``, switch ``COMPARED_PARADIGMS``): "compared to
  unimodal learning", "outperforms explicit multitask training"; not a gerund clause
  ("rather than treating learning as ...").
* A word of time or amount before a paradigm head and a descriptor names no technique
  (``_PARADIGM_TIME_WORDS``, rule ``method-paradigm``): "the later training stage",
  "insufficient training steps"; "a subsequent fine-tuning phase" gives "fine-tuning".
"""
from __future__ import annotations

import pytest

from kg.extract import roles, roles_methods
from tests.factories import run


def _methods(text: str, extractor) -> set[str]:
    """The texts of the Method mentions that are not proposed in ``text``."""
    return {m.text for m in run(extractor, text).mentions if m.type == "Method" and m.role != "proposed"}


_CL_TEXT = ("Continual learning (CL) suffers from forgetting when reef sensors drift. We propose ReefKeep, "
            "a replay scheme for CL that stores a few old readings. ReefKeep reduces forgetting on three "
            "sensor streams.")


def test_main_task_acronym_is_no_method(extractor):
    x = run(extractor, _CL_TEXT)
    assert [m.text for m in x.mentions if m.type == "Task" and m.main] == ["Continual learning"]
    assert "CL" not in _methods(_CL_TEXT, extractor)


def test_main_task_acronym_switch_off(extractor, monkeypatch):
    monkeypatch.setattr(roles_methods, "DROP_MAIN_TASK_ALIASES", False)
    # (and the one-type rule of session 42, which would drop the Method "CL" on its own: "for CL")
    monkeypatch.setattr(roles, "ACRONYM_ONE_TYPE", False)
    assert "CL" in _methods(_CL_TEXT, extractor)


def test_defined_technique_beside_another_main_task_stays(extractor):
    text = ("Tidal surge forecasting is hard for coastal towns. We propose SurgeNet, which uses "
            "reinforcement learning (RL) to pick gauge readings. With RL, SurgeNet reduces the error on "
            "two harbours.")
    found = _methods(text, extractor)
    assert {"reinforcement learning", "RL"} <= found


@pytest.mark.parametrize("sentence,method", [
    ("The dune simulator solves its implicit step with Newton's method.", "Newton's method"),
    ("Our bird call tagger is compared with Lloyd's algorithm on the field recordings.", "Lloyd's algorithm"),
    ("The orchard planner bounds its error through Stein's lemma.", "Stein's lemma"),
    ("The reef denoiser estimates the posterior mean with Tweedie's formula.", "Tweedie's formula"),
    ("The tide model approximates the trace with Hutchinson's trace estimator.", "Hutchinson's trace estimator"),
])
def test_possessive_eponym_tool(extractor, sentence, method):
    found = _methods(sentence, extractor)
    assert method in found
    owner = method.split("'")[0]
    assert owner not in found


@pytest.mark.parametrize("sentence,absent", [
    ("Chip density in the reef sensors follows Moore's law.", "Moore's law"),
    ("The orchard planner keeps the farmer's method of pruning.", "farmer's method"),
])
def test_possessive_without_a_tool(extractor, sentence, absent):
    assert absent not in _methods(sentence, extractor)


@pytest.mark.parametrize("sentence,method", [
    ("The reef tagger reaches a tighter bound compared to unimodal learning on sensor data.", "unimodal learning"),
    ("The orchard planner outperforms explicit multitask training on the harvest logs.", "explicit multitask training"),
    ("Our pruned tide model matches the accuracy of dense training at half the cost, and beats it "
     "when compared to dense training over long horizons.", "dense training"),
])
def test_compared_paradigm(extractor, sentence, method):
    ms = [m for m in run(extractor, sentence).mentions if m.type == "Method" and m.text == method]
    assert ms and any(m.role == "compared" for m in ms)


def test_compared_paradigm_switch_off(extractor, monkeypatch):
    monkeypatch.setattr(roles_methods, "COMPARED_PARADIGMS", False)
    assert "unimodal learning" not in _methods(
        "The reef tagger reaches a tighter bound compared to unimodal learning on sensor data.", extractor)


def test_gerund_clause_after_compare_cue_is_no_baseline(extractor):
    found = _methods("The dune survey reads the data as a fixed sample, rather than treating learning as "
                     "endless adaptation.", extractor)
    assert not any(t.endswith("learning") for t in found)


@pytest.mark.parametrize("sentence", [
    "The bias of the reef tagger grows during the later training stage.",
    "Sparse labels lead to insufficient training steps for the orchard planner.",
])
def test_time_word_before_paradigm_names_no_technique(extractor, sentence):
    assert not any(t.endswith("training") for t in _methods(sentence, extractor))


def test_time_word_before_bare_paradigm(extractor):
    found = _methods("A subsequent fine-tuning phase adapts the orchard planner to new farms.", extractor)
    assert "fine-tuning" in found
    assert "subsequent fine-tuning" not in found
