"""A listed technique that the title states as its problem after graded words, session 49
(kg/extract/roles_title.py ``TITLE_METHOD_GRADED_HEAD`` and :func:`_grading_word`, read by
:meth:`~kg.extract.roles_title.TitleTaskRules._title_problem_method`, rule
``task-title-method``). Every sentence is written for these tests ("FeatMix", "GARQ" are made up).

* "Efficient and Accurate Knowledge Distillation via ...": the head without its graded words
  ("knowledge distillation"), read in the abstract as a method used, becomes the main task;
* a narrowing word ("Robust", "Federated") is no graded word: the technique stays a method;
* with the switch off, the abstract's own pick stays.
"""
from __future__ import annotations

import pytest

import kg.extract.roles_title as RT
from kg.records import Paper

KD = ("Many compression pipelines rely on knowledge distillation to shrink large networks. We propose "
      "FeatMix, which mixes teacher features before matching them. Experiments on image classification "
      "show consistent gains.")
KD_TITLE = "Efficient and Accurate Knowledge Distillation via Feature Mixing"
PTQ = ("Post-training quantization (PTQ) is a popular technique for compressing trained networks without "
       "retraining. We present GARQ, which picks the rounding grain of every layer from a small calibration "
       "set. On four speech encoders, GARQ keeps word error rates within half a point of full precision.")


def _run(ex, text, title):
    e = ex.extract(Paper(id="p", abstract=text, title=title, source="t"))
    main = [(m.text, m.rule) for m in e.mentions if m.main]
    methods = {m.text for m in e.mentions if m.type == "Method"}
    return main, methods


@pytest.mark.parametrize("word,expected", [("efficient", True), ("accurate", True), ("and", True),
                                           ("improved", True), ("fast", True), ("robust", False),
                                           ("iterative", False), ("federated", False), ("knowledge", False)])
def test_grading_word(word, expected):
    assert RT._grading_word(word) is expected


def test_graded_title_head_names_the_technique(ex):
    main, methods = _run(ex, KD, KD_TITLE)
    assert main == [("knowledge distillation", "task-title-method")]
    assert "knowledge distillation" not in methods
    assert "FeatMix" in methods


@pytest.mark.parametrize("title", ["Effective Post-Training Quantization with Grain-Aware Rounding",
                                   "Fast and Scalable Post-Training Quantization via Grain Selection"])
def test_graded_title_head_with_a_defined_technique(ex, title):
    main, _ = _run(ex, PTQ, title)
    assert main == [("Post-training quantization", "task-title-method")]


@pytest.mark.parametrize("title", ["Robust Knowledge Distillation via Feature Mixing",
                                   "Federated Knowledge Distillation via Feature Mixing"])
def test_narrowing_word_is_not_dropped(ex, title):
    main, methods = _run(ex, KD, title)
    assert main != [("knowledge distillation", "task-title-method")]
    assert "knowledge distillation" in methods


def test_switch_off_keeps_the_abstract_pick(ex, monkeypatch):
    monkeypatch.setattr(RT, "TITLE_METHOD_GRADED_HEAD", False)
    main, methods = _run(ex, KD, KD_TITLE)
    assert main != [("knowledge distillation", "task-title-method")]
    assert "knowledge distillation" in methods
